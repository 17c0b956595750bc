//! The worked examples of the rulebooks (RULES.md §9).

use super::*;

#[test]
fn example_active_turn_and_what_passive_players_may_take() {
    let mut t = players(2);
    // Roll; choose purple 3: the green 1 goes to the platter.
    t.roll("w5 y4 b6 g1 o5 p3").take("p", "purple");
    assert_eq!(t.sheet(0).purple.written(), &[3]);
    assert_eq!(t.platter(), dice("g"));
    // Second roll of the remaining four; white 4 as purple: yellow 3 and
    // blue 3 go to the platter.
    t.roll("w4 y3 b3 o6").take("w", "purple");
    assert_eq!(t.sheet(0).purple.written(), &[3, 4]);
    assert_eq!(t.platter(), dice("y b g"));
    // Third roll: only orange remains, it shows 3.
    t.roll("o3").take("o", "orange");
    assert_eq!(t.sheet(0).orange.written(), &[3]);
    // Passive players may take blue 3, yellow 3 or green 1.
    assert_eq!(t.decision(), Decision::Passive { player: 1 });
    let mut offered: Vec<Die> = t
        .state
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::Take { die, .. } => Some(*die),
            _ => None,
        })
        .collect();
    offered.dedup();
    assert_eq!(offered, dice("y b g"));
    assert_eq!(t.state.value(Die::Blue), 3);
    assert_eq!(t.state.value(Die::Yellow), 3);
    assert_eq!(t.state.value(Die::Green), 1);
}

#[test]
fn example_area_scores() {
    assert_eq!(marks("green 1 2 3 4 5").area_score(Area::Green), 15);
    assert_eq!(marks("orange 5 2 3 12").area_score(Area::Orange), 22);
    assert_eq!(marks("purple 2 5 6 3").area_score(Area::Purple), 16);
    // "2 < 5 < 6 < 3 is legal; so is 1 < 6 < 6 < 3"
    let s = marks("purple 1 6 6");
    assert!(s.can_enter(Area::Purple, 3));
}

#[test]
fn example_foxes_score_the_lowest_area() {
    // Lowest area orange with 5 points: each fox is worth 5.
    let s = marks(
        "yellow r1c1 r2c1 r3c1; blue r1c2 r1c3 r1c4 r2c1 r2c2; green 1 2 3 4; \
         orange 5; purple 2 5 6; foxes 3",
    );
    let score = s.score();
    assert_eq!(score.area(Area::Orange), 5);
    assert_eq!(score.areas.values().min(), Some(&5));
    assert_eq!(score.fox_points, 15);
}

#[test]
fn example_plus_one_white_then_blue_with_white() {
    let mut t = solo();
    t.arrange(0, "plus_ones 2");
    t.roll("w4 y1 b3 g1 o1 p6").take("p", "purple");
    // White (4) as yellow 4.
    t.plus_one("w", "yellow r3c4");
    // The white die may not be chosen again…
    let msg = t.refuses(t.plus_one_action("w", "yellow r4c3"));
    assert_eq!(msg, "You already used the white die for a +1 this turn.");
    // …but blue 3 + white 4 = blue 7.
    t.plus_one("b", "blue r2c3");
    assert!(t.sheet(0).is_marked(t.spot("blue r2c3")));
}
