//! The turn: rolls, the platter, rerolls, passive picks, +1, rounds, the end.

use super::*;

#[test]
fn strictly_lower_dice_go_to_the_platter() {
    let mut t = solo();
    t.roll("w3 y5 b2 g6 o1 p4").take("y", "yellow r1c3");
    assert_eq!(t.platter(), dice("w b o p"));
    assert_eq!(
        t.state.place(Die::Green),
        Place::Cup,
        "higher: rolled again"
    );
    assert_eq!(t.state.place(Die::Yellow), Place::Field(0));
    // Equal values stay in play.
    let mut t = solo();
    t.roll("w4 y4 b4 g4 o4 p4").take("p", "purple");
    assert!(t.platter().is_empty());
    assert_eq!(
        t.decision(),
        Decision::Roll {
            player: 0,
            dice: DieSet(0b01_1111),
            reroll: false,
            solo_passive: false
        }
    );
}

#[test]
fn three_rolls_then_the_rest_goes_to_the_platter() {
    let mut t = solo();
    t.roll("w1 y1 b1 g1 o1 p1").take("o", "orange");
    t.roll("w1 y1 b1 g1 p1").take("p", "purple");
    t.roll("w2 y1 b1 g1").take("g", "green");
    assert_eq!(t.platter(), dice("w y b"));
    // +1 window (none earned yet) is skipped: the solo passive roll is next.
    assert!(matches!(
        t.decision(),
        Decision::Roll {
            solo_passive: true,
            ..
        }
    ));
}

#[test]
fn fewer_rolls_when_no_dice_are_left() {
    let mut t = solo();
    t.roll("w1 y1 b1 g1 o6 p1").take("o", "orange");
    assert_eq!(t.platter().len(), 5);
    assert!(matches!(
        t.decision(),
        Decision::Roll {
            solo_passive: true,
            ..
        }
    ));
}

#[test]
fn a_usable_die_must_be_entered() {
    let mut t = solo();
    t.roll("w3 y5 b2 g6 o1 p4");
    let msg = t.refuses(Action::Take {
        die: Die::Yellow,
        spot: None,
    });
    assert!(msg.contains("you must choose one and enter it"), "{msg}");
}

#[test]
fn an_unusable_roll_still_places_a_die() {
    // Orange full, purple needs more than 5, green needs 6, yellow 1s and 3s
    // crossed, blue 2 crossed: nothing of w1 y3 b1 g2 o4 p3 fits anywhere.
    let sheet = "orange 1 1 1 2 1 1 2 1 2 1 3; purple 5; green 1 2 3 4 5 1 2 3 4 5; \
                 yellow r2c2 r3c1 r1c1 r4c2; blue r1c2";
    let mut t = solo();
    t.arrange(0, sheet).roll("w1 y3 b1 g2 o4 p3");
    let legal = t.state.legal_actions();
    assert!(legal
        .iter()
        .all(|a| matches!(a, Action::Reroll | Action::Take { spot: None, .. })));
    assert_eq!(
        legal.len(),
        6,
        "any of the six dice, no reroll on this sheet"
    );
    let msg = t.refuses(t.take_action("p", "purple"));
    assert_eq!(msg, "The purple die (3) fits nowhere on your sheet now.");
    let before = *t.sheet(0);
    t.take_nothing("o");
    assert_eq!(*t.sheet(0), before, "nothing entered");
    assert_eq!(t.state.place(Die::Orange), Place::Field(0));
    assert_eq!(t.platter(), dice("w y b g p"), "lower dice to the platter");
}

#[test]
fn blue_is_blue_plus_white_wherever_white_lies() {
    // White rolled beside blue.
    let mut t = solo();
    t.roll("w5 y1 b2 g6 o6 p6").take("b", "blue r2c3");
    assert!(t.sheet(0).is_marked(t.spot("blue r2c3")), "2 + 5 = 7");

    // White on the platter.
    let mut t = solo();
    t.roll("w2 y1 b6 g1 o1 p5").take("p", "purple");
    assert_eq!(t.state.place(Die::White), Place::Platter);
    t.roll("b3");
    let legal = t.state.legal_actions();
    assert_eq!(
        legal[1..],
        [t.take_action("b", "blue r2c1")],
        "3 + 2 on the platter = 5"
    );

    // White on a dice field.
    let mut t = solo();
    t.roll("w4 y1 b4 g1 o1 p1").take("w", "orange");
    t.roll("b2").take("b", "blue r2c2");
    assert!(t.sheet(0).is_marked(t.spot("blue r2c2")), "2 + 4 = 6");
}

#[test]
fn white_in_blue_is_the_same_sum() {
    let mut t = solo();
    t.roll("w4 y1 b3 g1 o1 p1");
    let legal = t.state.legal_actions();
    assert!(
        legal.contains(&t.take_action("w", "blue r2c3")),
        "white 4 + blue 3 = 7"
    );
    assert!(
        !legal.contains(&t.take_action("w", "blue r1c4")),
        "never white alone"
    );
}

#[test]
fn reroll_spends_an_action_and_rolls_the_same_dice() {
    let mut t = solo();
    assert_eq!(t.sheet(0).rerolls.available(), 1, "round 1 gives a reroll");
    t.roll("w1 y1 b1 g1 o1 p1").take("o", "orange");
    t.roll("w1 y1 b1 g1 p1");
    t.act(Action::Reroll);
    assert_eq!(t.sheet(0).rerolls.available(), 0);
    let msg = t.refuses(Action::Roll(roll_of("w2 y2 b2 g2 o2 p2")));
    assert!(
        msg.contains("exactly the white, yellow, blue, green and purple dice"),
        "{msg}"
    );
    t.roll("w6 y6 b6 g6 p6");
    assert_eq!(t.state.value(Die::Purple), 6);
    assert!(!t.state.legal_actions().contains(&Action::Reroll));
    assert_eq!(t.refuses(Action::Reroll), "You have no reroll action left.");
}

#[test]
fn passive_player_takes_from_the_platter() {
    let mut t = players(2);
    t.roll("w5 y4 b6 g1 o5 p3").take("p", "purple");
    t.roll("w4 y3 b3 o6").take("w", "purple");
    t.roll("o3").take("o", "orange");
    assert_eq!(t.decision(), Decision::Passive { player: 1 });
    // Seat 1 may take the platter's blue, yellow or green, not the fields.
    let legal = t.state.legal_actions();
    let dice_offered: std::collections::BTreeSet<Die> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Take { die, .. } => Some(*die),
            _ => None,
        })
        .collect();
    assert_eq!(dice_offered.into_iter().collect::<Vec<_>>(), dice("y b g"));
    let msg = t.refuses(t.take_action("o", "orange"));
    assert!(msg.contains("you must take one from the platter"), "{msg}");
    t.take("b", "blue r2c3");
    assert!(
        t.sheet(1).is_marked(t.spot("blue r2c3")),
        "blue 3 + white 4 = 7"
    );
    // Both done: seat 1's turn.
    assert_eq!(t.state.active(), 1);
}

#[test]
fn passive_falls_back_to_the_active_dice_fields() {
    let mut t = players(2);
    // Seat 1 can use no 1 or 2: yellow 1s and 2s gone, green needs 6, orange
    // full, purple needs more than 5, blue sums 2 and 3 gone.
    t.arrange(
        1,
        "yellow r2c2 r3c1 r2c1 r3c3; green 1 2 3 4 5 1 2 3 4 5; \
         orange 1 1 1 2 1 1 2 1 2 1 3; purple 5; blue r1c2 r1c3",
    );
    t.roll("w1 y2 b1 g1 o1 p1").take("g", "green");
    t.roll("w1 y2 b1 o1 p6").take("o", "orange");
    t.roll("w1 y2 b1 p6").take("p", "purple");
    assert_eq!(t.decision(), Decision::Passive { player: 1 });
    // Nothing on the platter (w1 y2 b1) fits seat 1; of the fields (g1 o1
    // p6) only the purple 6 does.
    assert_eq!(t.platter(), dice("w y b"));
    let legal = t.state.legal_actions();
    assert_eq!(legal, vec![t.take_action("p", "purple")]);
    t.take("p", "purple");
    assert_eq!(t.sheet(1).purple.written(), &[5, 6]);
}

#[test]
fn a_passive_player_with_nothing_to_enter_enters_nothing() {
    let mut t = players(2);
    let stuck = "yellow r1c1 r1c2 r1c3 r2c1 r2c2 r2c4 r3c1 r3c3 r3c4 r4c2 r4c3 r4c4; \
                 blue r1c2 r1c3 r1c4 r2c1 r2c2 r2c3 r2c4 r3c1 r3c2 r3c3 r3c4; \
                 green 1 2 3 4 5 1 2 3 4 5 6; orange 1 1 1 2 1 1 2 1 2 1 3; purple 6 5";
    t.arrange(1, stuck);
    t.roll("w1 y1 b1 g1 o6 p1").take("o", "orange");
    assert_eq!(
        t.state.active(),
        1,
        "seat 1 skipped straight to its own turn"
    );
    assert!(t.events.contains(&Event::NothingToEnter { player: 1 }));
}

#[test]
fn plus_one_once_per_die_any_die_even_the_one_just_taken() {
    let mut t = solo();
    t.arrange(0, "plus_ones 3");
    t.roll("w4 y1 b3 g1 o1 p6").take("p", "purple");
    assert_eq!(t.decision(), Decision::PlusOne { player: 0 });
    // The purple die lies on a dice field; +1 may use it again.
    t.plus_one("p", "purple");
    assert_eq!(t.sheet(0).purple.written(), &[6, 6]);
    // A die on the platter too.
    t.plus_one("o", "orange");
    assert_eq!(t.sheet(0).orange.written(), &[1]);
}

#[test]
fn plus_one_dice_are_used_once_per_turn() {
    // RULES.md §9: white (4) as yellow 4, then white again is refused, blue
    // 3 + white 4 = blue 7 is fine.
    let mut t = solo();
    t.arrange(0, "plus_ones 3");
    t.roll("w4 y1 b3 g1 o1 p6").take("p", "purple");
    t.plus_one("w", "yellow r3c4");
    let msg = t.refuses(t.plus_one_action("w", "orange"));
    assert_eq!(msg, "You already used the white die for a +1 this turn.");
    t.plus_one("b", "blue r2c3");
    assert!(t.sheet(0).is_marked(t.spot("blue r2c3")));
    assert_eq!(t.sheet(0).plus_ones.available(), 1);
    t.finish();
    assert!(matches!(
        t.decision(),
        Decision::Roll {
            solo_passive: true,
            ..
        }
    ));
}

#[test]
fn plus_one_needs_an_action_and_comes_at_the_end() {
    let mut t = solo();
    t.roll("w4 y1 b3 g1 o1 p6");
    let msg = t.refuses(t.plus_one_action("w", "orange"));
    assert_eq!(msg, "You have no +1 action left.");
    assert_eq!(
        t.refuses(Action::Finish),
        "Not now: you must choose a die first."
    );
}

#[test]
fn round_bonuses_and_rounds_by_player_count() {
    for (n, rounds) in [(1u8, 6u8), (2, 6), (3, 5), (4, 4)] {
        let mut t = players(n);
        assert_eq!(t.state.rounds(), rounds);
        let mut turns = 0;
        let mut seen_rounds = vec![];
        let mut bag = DiceBag::new(n as u64);
        let mut round_2_plus = false;
        while !t.state.is_over() {
            t.events.clear();
            if t.state.roll_from(&mut bag, &mut t.events).is_none() {
                t.act(*t.state.legal_actions().last().unwrap());
            }
            for e in &t.events {
                match e {
                    Event::TurnStarted { .. } => turns += 1,
                    Event::RoundStarted { round } => seen_rounds.push(*round),
                    Event::BonusEarned {
                        bonus: Bonus::PlusOne,
                        player,
                    } if t.state.round() == 2 => round_2_plus |= *player == n - 1,
                    _ => {}
                }
            }
        }
        assert_eq!(seen_rounds, (2..=rounds).collect::<Vec<_>>(), "{n} players");
        // Round 1's first turn started before the first action.
        assert_eq!(turns + 1, rounds as usize * n as usize, "{n} players");
        assert!(round_2_plus, "every player gets round 2's +1");
        assert_eq!(t.decision(), Decision::GameOver);
        assert_eq!(t.refuses(Action::Finish), "The game is over.");
    }
}

#[test]
fn rounds_1_to_3_give_reroll_plus_one_reroll_to_everyone() {
    let mut t = players(3);
    for p in 0..3 {
        assert_eq!(t.sheet(p).rerolls.earned, 1);
        assert_eq!(t.sheet(p).plus_ones.earned, 0);
    }
    t.play_until(|s| s.round() == 2);
    for p in 0..3 {
        assert_eq!(t.sheet(p).plus_ones.earned, 1, "seat {p}");
    }
    t.play_until(|s| s.round() == 3);
    for p in 0..3 {
        assert!(t.sheet(p).rerolls.earned >= 2, "seat {p}");
    }
}

#[test]
fn the_starting_player_begins_and_play_passes_left() {
    let mut s = State::new(3, 2, Variants::default()).unwrap();
    assert_eq!(s.active(), 2);
    let mut bag = DiceBag::new(1);
    let mut order = vec![];
    let mut log = vec![];
    while s.round() == 1 {
        log.clear();
        if s.roll_from(&mut bag, &mut log).is_none() {
            s.apply_with(s.legal_actions()[0], &mut log).unwrap();
        }
        for e in &log {
            if let Event::TurnStarted { player } = e {
                order.push(*player);
            }
        }
    }
    assert_eq!(
        order,
        vec![0, 1, 2],
        "2 started; then 0, 1; then round 2 from 2"
    );
}

#[test]
fn tie_break_highest_single_area_then_shared() {
    let mut t = players(3);
    // Totals: seat 0: 10 + 1 = 11 (best area 10); seat 1: 11 (best 11,
    // orange); seat 2: 11 (best 11).
    t.arrange(0, "yellow r1c1 r2c1 r3c1; blue r1c2");
    t.arrange(1, "orange 5 6");
    t.arrange(2, "purple 5 6");
    assert_eq!(t.state.winners(), vec![1, 2], "shared victory");
    t.arrange(2, "purple 1");
    assert_eq!(
        t.state.winners(),
        vec![1],
        "seat 0 ties on 11 but its best area is 10"
    );
}

#[test]
fn solo_passive_turn_three_lowest_nearest_the_platter_first() {
    let mut t = solo();
    t.roll("w1 y1 b1 g1 o6 p1").take("o", "orange");
    // Four 2s: the three nearest the platter (rightmost) go to it.
    t.roll("w2 y2 o5 b2 p6 g2");
    assert_eq!(t.platter(), dice("y b g"));
    assert!(matches!(t.state.place(Die::White), Place::Field(_)));
    assert_eq!(t.decision(), Decision::Passive { player: 0 });
    let msg = t.refuses(t.take_action("w", "orange"));
    assert!(msg.contains("must take one from the platter"), "{msg}");
    t.take("g", "green");
    // Solo passive may use +1 (default variant) — none earned yet, so the
    // round ends: round 2 begins with its +1.
    assert_eq!(t.state.round(), 2);
    assert_eq!(t.sheet(0).plus_ones.earned, 1);
}

#[test]
fn solo_passive_falls_back_to_the_other_three() {
    let mut t = solo();
    t.arrange(
        0,
        "yellow r2c2 r3c1 r2c1 r3c3; green 1 2 3 4 5 1 2 3 4 5; \
         orange 1 1 1 2 1 1 2 1 2 1; purple 5; blue r1c2 r1c3",
    );
    t.roll("w1 y1 b1 g1 o6 p1").take("o", "orange");
    t.roll("w1 y2 b1 g6 p6 o4");
    // Platter: w1, b1, y2 (nothing fits); the other three: g6 p6 o4.
    assert_eq!(t.platter(), dice("w y b"));
    t.take("p", "purple");
    assert_eq!(t.sheet(0).purple.written(), &[5, 6]);
}

#[test]
fn solo_passive_plus_one_variant() {
    for (allowed, expect_plus_one) in [(true, true), (false, false)] {
        let variants = Variants {
            solo_passive_extra: allowed,
        };
        let mut t = Table {
            state: State::new(1, 0, variants).unwrap(),
            events: vec![],
        };
        t.arrange(0, "plus_ones 2");
        t.roll("w1 y1 b1 g1 o6 p1").take("o", "orange");
        t.plus_one("o", "orange").finish();
        // The passive turn's +1 limit starts anew: orange may be used again.
        t.roll("w2 y2 o5 b2 p6 g2").take("g", "green");
        assert_eq!(
            t.decision() == Decision::PlusOne { player: 0 },
            expect_plus_one,
            "solo_passive_extra = {allowed}"
        );
        if expect_plus_one {
            assert!(t
                .state
                .legal_actions()
                .contains(&t.plus_one_action("o", "orange")));
        }
    }
}

#[test]
fn ranking_gives_shared_places() {
    let mut t = players(4);
    t.arrange(0, "orange 5 6"); // 11, best 11
    t.arrange(1, "yellow r1c1 r2c1 r3c1; blue r1c2"); // 11, best 10
    t.arrange(2, "purple 5 6"); // 11, best 11
    t.arrange(3, "purple 4"); // 4
    assert_eq!(t.state.ranking(), vec![(0, 1), (2, 1), (1, 3), (3, 4)]);
    assert_eq!(t.state.winners(), vec![0, 2]);
}

#[test]
fn a_die_that_fits_nowhere_says_so() {
    // Yellow 1s are crossed; the yellow die shows 1, others fit.
    let mut t = solo();
    t.arrange(0, "yellow r2c2 r3c1");
    t.roll("w3 y1 b2 g6 o1 p4");
    let msg = t.refuses(Action::Take {
        die: Die::Yellow,
        spot: None,
    });
    assert_eq!(msg, "The yellow die (1) fits nowhere on your sheet now.");
    let msg = t.refuses(Action::Take {
        die: Die::Green,
        spot: None,
    });
    assert!(msg.contains("you must choose one and enter it"), "{msg}");
}

#[test]
fn why_a_tapped_die_cannot_be_used() {
    // The active player's pick: a rolled die that fits nowhere says so.
    let mut t = solo();
    t.arrange(0, "yellow r2c2 r3c1; plus_ones 2");
    t.roll("w3 y1 b2 g6 o5 p4");
    assert_eq!(t.state.why_not_die(Die::Green), None);
    assert_eq!(
        t.state.why_not_die(Die::Yellow).unwrap().to_string(),
        "The yellow die (1) fits nowhere on your sheet now."
    );
    // Dice on the platter or a field are not among the dice just rolled.
    t.take("p", "purple");
    t.roll("g6 o5");
    assert_eq!(
        t.state.why_not_die(Die::White).unwrap().to_string(),
        "The white die is not among the dice just rolled."
    );
    assert_eq!(
        t.state.why_not_die(Die::Purple),
        Some(RuleError::DieNotHere {
            die: Die::Purple,
            needed: DieMustBe::JustRolled
        })
    );
    // Blue enters with the blue + white sum, wherever white lies.
    assert_eq!(t.state.blue_sum(), 5);
    assert_eq!(t.state.entry_value(Die::Blue, Area::Blue), 5);
    assert_eq!(t.state.entry_value(Die::White, Area::Blue), 5);
    assert_eq!(t.state.entry_value(Die::White, Area::Orange), 3);
    // In the +1 window: a die already used for +1 this turn.
    t.take("g", "green");
    assert_eq!(t.decision(), Decision::PlusOne { player: 0 });
    assert_eq!(t.state.why_not_die(Die::White), None);
    t.plus_one("w", "orange");
    assert_eq!(t.decision(), Decision::PlusOne { player: 0 });
    assert_eq!(
        t.state.why_not_die(Die::White).unwrap().to_string(),
        "You already used the white die for a +1 this turn."
    );
}

#[test]
fn why_no_die_can_be_used_outside_a_pick() {
    let mut t = solo();
    assert_eq!(
        t.state.why_not_die(Die::Green).unwrap().to_string(),
        "Not now: the dice must be rolled first."
    );
    t.roll("w4 y4 b4 g4 o4 p4");
    assert_eq!(t.state.why_not_die(Die::Green), None);
}
