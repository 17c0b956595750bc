//! Every bonus on the sheet, chains, their order, and lost bonuses.

use super::*;
use Bonus::*;

/// Solo, first roll of round 1, `sheet` arranged, `dice` rolled.
fn rolled(sheet: &str, dice: &str) -> Table {
    let mut t = solo();
    t.arrange(0, sheet).roll(dice);
    t
}

#[test]
fn yellow_row_1_gives_a_blue_x_to_place() {
    let mut t = rolled("yellow r1c1 r1c2", "w1 y5 b1 g1 o1 p1");
    t.take("y", "yellow r1c3");
    assert_eq!(t.earned(), vec![Cross(Area::Blue)]);
    assert_eq!(
        t.decision(),
        Decision::Cross {
            player: 0,
            area: Area::Blue
        }
    );
    // Any open blue cell, whatever the dice show.
    t.cross("blue r3c4");
    assert!(t.sheet(0).is_marked(t.spot("blue r3c4")));
    assert_eq!(t.sheet(0).area_score(Area::Blue), 1);
}

#[test]
fn yellow_rows_2_3_4_give_orange_4_green_x_fox() {
    let mut t = rolled("yellow r2c1 r2c2", "w1 y5 b1 g1 o1 p1");
    t.take("y", "yellow r2c4");
    assert_eq!(t.sheet(0).orange.written(), &[4]);

    let mut t = rolled("yellow r3c1 r3c3", "w1 y4 b1 g1 o1 p1");
    t.take("y", "yellow r3c4");
    assert_eq!(t.sheet(0).green.len, 1, "green X crosses the next cell");

    let mut t = rolled("yellow r4c2 r4c3", "w1 y6 b1 g1 o1 p1");
    t.take("y", "yellow r4c4");
    assert_eq!(t.sheet(0).foxes, 1);
    assert_eq!(t.earned(), vec![Fox]);
}

#[test]
fn green_x_ignores_the_threshold() {
    // Next green cell needs a 5; the X crosses it anyway.
    let mut t = rolled("yellow r3c1 r3c3; green 1 2 3 4", "w1 y4 b1 g1 o1 p1");
    t.take("y", "yellow r3c4");
    assert_eq!(t.sheet(0).green.len, 5);
}

#[test]
fn yellow_column_scores_and_diagonal_gives_plus_one() {
    let mut t = rolled("yellow r1c1 r2c1", "w1 y1 b1 g1 o1 p1");
    t.take("y", "yellow r3c1");
    assert_eq!(t.sheet(0).area_score(Area::Yellow), 10);
    assert!(
        t.earned().is_empty(),
        "a yellow column gives points, no bonus"
    );

    let mut t = rolled("yellow r1c1 r2c2 r3c3", "w1 y6 b1 g1 o1 p1");
    t.take("y", "yellow r4c4");
    assert_eq!(t.earned(), vec![PlusOne]);
    assert_eq!(t.sheet(0).plus_ones.available(), 1);
}

#[test]
fn blue_rows_give_orange_5_yellow_x_fox() {
    let mut t = rolled("blue r1c2 r1c3", "w1 y1 b3 g1 o1 p1");
    t.take("b", "blue r1c4");
    assert_eq!(t.sheet(0).orange.written(), &[5]);

    let mut t = rolled("blue r2c1 r2c2 r2c3", "w4 y1 b4 g1 o1 p1");
    t.take("b", "blue r2c4");
    assert_eq!(
        t.decision(),
        Decision::Cross {
            player: 0,
            area: Area::Yellow
        }
    );

    let mut t = rolled("blue r3c1 r3c2 r3c3", "w6 y1 b6 g1 o1 p1");
    t.take("b", "blue r3c4");
    assert_eq!(t.sheet(0).foxes, 1);
}

#[test]
fn blue_columns_give_reroll_green_x_purple_6_plus_one() {
    let cases = [
        ("blue r3c1", "w2 b3", "blue r2c1", Reroll),
        ("blue r1c2 r3c2", "w3 b3", "blue r2c2", Cross(Area::Green)),
        (
            "blue r1c3 r3c3",
            "w3 b4",
            "blue r2c3",
            NumberIn(Area::Purple, 6),
        ),
        ("blue r1c4 r3c4", "w4 b4", "blue r2c4", PlusOne),
    ];
    for (sheet, wb, spot, bonus) in cases {
        let mut t = rolled(sheet, &format!("{wb} y1 g1 o1 p1"));
        t.take("b", spot);
        assert_eq!(t.earned(), vec![bonus], "{spot}");
    }
    let mut t = rolled("blue r1c3 r3c3", "w3 b4 y1 g1 o1 p1");
    t.take("b", "blue r2c3");
    assert_eq!(t.sheet(0).purple.written(), &[6]);
}

#[test]
fn track_cell_bonuses() {
    // (area, cells before, value, the bonus of the next cell)
    let cases = [
        ("green", "1 2 3", 4, PlusOne),
        ("green", "1 2 3 4 5", 1, Cross(Area::Blue)),
        ("green", "1 2 3 4 5 1", 2, Fox),
        ("green", "1 2 3 4 5 1 2 3", 4, NumberIn(Area::Purple, 6)),
        ("green", "1 2 3 4 5 1 2 3 4", 5, Reroll),
        ("orange", "1 1", 1, Reroll),
        ("orange", "1 1 1 2", 1, Cross(Area::Yellow)),
        ("orange", "1 1 1 2 1", 1, PlusOne),
        ("orange", "1 1 1 2 1 1 2", 1, Fox),
        ("orange", "1 1 1 2 1 1 2 1 2", 1, NumberIn(Area::Purple, 6)),
        ("purple", "1 2", 3, Reroll),
        ("purple", "1 2 3", 4, Cross(Area::Blue)),
        ("purple", "1 2 3 4", 5, PlusOne),
        ("purple", "1 2 3 4 5", 6, Cross(Area::Yellow)),
        ("purple", "1 2 3 4 5 6", 1, Fox),
        ("purple", "1 2 3 4 5 6 1", 2, Reroll),
        ("purple", "1 2 3 4 5 6 1 2", 3, Cross(Area::Green)),
        ("purple", "1 2 3 4 5 6 1 2 3", 4, NumberIn(Area::Orange, 6)),
        ("purple", "1 2 3 4 5 6 1 2 3 4", 5, PlusOne),
    ];
    for (a, before, v, bonus) in cases {
        let d = &a[..1];
        let dice: Vec<String> = ["w", "y", "b", "g", "o", "p"]
            .iter()
            .map(|x| format!("{x}{}", if *x == d { v } else { 1 }))
            .collect();
        let mut t = rolled(&format!("{a} {before}"), &dice.join(" "));
        t.take(d, a);
        assert_eq!(t.earned().first(), Some(&bonus), "{a} after {before}");
    }
}

#[test]
fn chain_order_orange_5_then_purple_6_then_its_orange_6() {
    // RULES.md §5: a blue 3 completing blue row 1 and column 3 writes orange
    // 5 first, then purple 6, whose cell 10 then gives an orange 6.
    let mut t = rolled(
        "blue r1c2 r1c4 r2c3 r3c3; purple 1 2 3 4 5 6 1 2 3",
        "w1 y1 b2 g1 o1 p1",
    );
    t.take("b", "blue r1c3");
    assert_eq!(t.sheet(0).orange.written(), &[5, 6]);
    assert_eq!(t.sheet(0).purple.last(), Some(6));
    assert_eq!(
        t.earned(),
        vec![
            NumberIn(Area::Orange, 5),
            NumberIn(Area::Purple, 6),
            NumberIn(Area::Orange, 6)
        ]
    );
}

#[test]
fn purple_6_bonus_is_always_legal() {
    // Purple ends in 5: a die 3 would be refused, the bonus 6 is not; after
    // a 6 anything may follow.
    let mut t = rolled("blue r1c3 r3c3; purple 5", "w3 y1 b4 g1 o1 p1");
    t.take("b", "blue r2c3");
    assert_eq!(t.sheet(0).purple.written(), &[5, 6]);
}

#[test]
fn choices_wait_in_a_queue_first_earned_first_asked() {
    // Blue r2c2 (6) completes row 2 (yellow X, waits) and column 2 (green X,
    // at once) whose green cell 6 gives a blue X (waits behind the yellow X).
    let mut t = rolled(
        "blue r2c1 r2c3 r2c4 r1c2 r3c2; green 1 2 3 4 5",
        "w3 y1 b3 g1 o1 p1",
    );
    t.take("b", "blue r2c2");
    assert_eq!(t.sheet(0).green.len, 6);
    assert_eq!(
        t.decision(),
        Decision::Cross {
            player: 0,
            area: Area::Yellow
        }
    );
    t.cross("yellow r4c4");
    assert_eq!(
        t.decision(),
        Decision::Cross {
            player: 0,
            area: Area::Blue
        }
    );
    let msg = t.refuses(Action::Cross(t.spot("yellow r1c1")));
    assert_eq!(msg, "The bonus X goes in blue.");
    let msg = t.refuses(Action::Cross(t.spot("blue r2c1")));
    assert_eq!(msg, "That cell is already crossed.");
    t.cross("blue r1c3");
    assert!(matches!(t.decision(), Decision::Roll { .. }));
}

#[test]
fn a_free_x_can_complete_rows_and_chain_on() {
    // The blue X from yellow row 1 completes blue row 1: orange 5.
    let mut t = rolled("yellow r1c1 r1c2; blue r1c2 r1c3", "w1 y5 b1 g1 o1 p1");
    t.take("y", "yellow r1c3");
    t.cross("blue r1c4");
    assert_eq!(t.sheet(0).orange.written(), &[5]);
    assert_eq!(t.earned(), vec![NumberIn(Area::Orange, 5)]);
}

#[test]
fn bonuses_into_full_areas_are_lost() {
    let full_orange = "orange 1 1 1 2 1 1 2 1 2 1 3";
    let mut t = rolled(
        &format!("yellow r2c1 r2c2; {full_orange}"),
        "w1 y5 b1 g1 o1 p1",
    );
    t.take("y", "yellow r2c4");
    assert_eq!(t.lost(), vec![NumberIn(Area::Orange, 4)]);
    assert_eq!(t.sheet(0).orange.len, 11);

    let full_green = "green 1 2 3 4 5 1 2 3 4 5 6";
    let mut t = rolled(
        &format!("yellow r3c1 r3c3; {full_green}"),
        "w1 y4 b1 g1 o1 p1",
    );
    t.take("y", "yellow r3c4");
    assert_eq!(t.lost(), vec![Cross(Area::Green)]);

    let full_blue = "blue r1c2 r1c3 r1c4 r2c1 r2c2 r2c3 r2c4 r3c1 r3c2 r3c3 r3c4";
    let mut t = rolled(
        &format!("yellow r1c1 r1c2; {full_blue}"),
        "w1 y5 b1 g1 o1 p1",
    );
    t.take("y", "yellow r1c3");
    assert_eq!(
        t.lost(),
        vec![Cross(Area::Blue)],
        "no open blue cell: lost, not asked"
    );
    assert!(matches!(t.decision(), Decision::Roll { .. }));
}

#[test]
fn round_4_black_x_or_black_6() {
    let at_round_4 = |s: &State| matches!(s.decision(), Decision::RoundChoice { .. });
    let mut t = solo();
    t.play_until(at_round_4);
    assert_eq!(t.state.round(), 4);
    let legal = t.state.legal_actions();
    assert_eq!(legal.len(), 5);

    let mut a = Table {
        state: t.state,
        events: vec![],
    };
    a.arrange(0, "purple 5");
    a.act(Action::RoundBonus(RoundChoice::Black6(Area::Purple)));
    assert_eq!(a.sheet(0).purple.written(), &[5, 6]);

    let mut b = Table {
        state: t.state,
        events: vec![],
    };
    b.arrange(0, "");
    b.act(Action::RoundBonus(RoundChoice::BlackX(Area::Yellow)));
    assert_eq!(
        b.decision(),
        Decision::Cross {
            player: 0,
            area: Area::Yellow
        }
    );
    b.cross("yellow r2c2");
    assert!(matches!(b.decision(), Decision::Roll { .. }));

    let mut c = Table {
        state: t.state,
        events: vec![],
    };
    c.arrange(0, "orange 1 1 1 2 1 1 2 1 2 1 3");
    c.act(Action::RoundBonus(RoundChoice::Black6(Area::Orange)));
    assert_eq!(
        c.lost(),
        vec![NumberIn(Area::Orange, 6)],
        "a full area loses it"
    );

    let msg = t.refuses(Action::RoundBonus(RoundChoice::BlackX(Area::Purple)));
    assert!(
        msg.contains("black X goes to yellow, blue or green"),
        "{msg}"
    );
}
