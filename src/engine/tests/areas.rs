//! Each area: where a die may go, and what the area scores.

use super::*;

fn spots(sheet: &Sheet, a: &str, value: u8) -> Vec<Spot> {
    sheet.spots_for(area(a), value).collect()
}

#[test]
fn yellow_a_value_goes_to_either_open_cell_showing_it() {
    let s = marks("");
    let cells = |v| spots(&s, "yellow", v);
    assert_eq!(cells(3), vec![spot_on(&s, "y r1c1"), spot_on(&s, "y r4c2")]);
    assert_eq!(cells(6), vec![spot_on(&s, "y r1c2"), spot_on(&s, "y r4c4")]);
    let s = marks("yellow r1c1");
    assert_eq!(spots(&s, "yellow", 3), vec![spot_on(&s, "y r4c2")]);
    let s = marks("yellow r1c1 r4c2");
    assert!(spots(&s, "yellow", 3).is_empty(), "both 3s crossed");
}

#[test]
fn yellow_diagonal_is_printed_and_never_markable() {
    let s = marks("");
    for rc in ["r1c4", "r2c3", "r3c2", "r4c1"] {
        let spot = spot_on(&s, &format!("yellow {rc}"));
        assert!(s.is_marked(spot), "{rc} is pre-crossed");
        assert!(s.refusal(spot, 3).is_some());
    }
}

#[test]
fn yellow_scores_completed_columns_only() {
    assert_eq!(marks("").area_score(Area::Yellow), 0);
    // Column 1 is 3,2,1 (+X): complete → 10.
    assert_eq!(marks("yellow r1c1 r2c1 r3c1").area_score(Area::Yellow), 10);
    assert_eq!(marks("yellow r1c1 r2c1").area_score(Area::Yellow), 0);
    let all = "yellow r1c1 r1c2 r1c3 r2c1 r2c2 r2c4 r3c1 r3c3 r3c4 r4c2 r4c3 r4c4";
    assert_eq!(marks(all).area_score(Area::Yellow), 10 + 14 + 16 + 20);
}

#[test]
fn blue_cells_take_sums_and_the_picture_counts_as_marked() {
    let s = marks("");
    assert_eq!(spots(&s, "blue", 7), vec![spot_on(&s, "b r2c3")]);
    assert_eq!(spots(&s, "blue", 12), vec![spot_on(&s, "b r3c4")]);
    assert!(s.is_marked(spot_on(&s, "b r1c1")), "dice picture");
    // 1 is impossible as a sum, and the picture is no cell.
    assert!(spots(&s, "blue", 1).is_empty());
}

#[test]
fn blue_scores_by_count() {
    let cases = [
        ("", 0),
        ("blue r1c2", 1),
        ("blue r1c2 r1c3", 2),
        ("blue r1c2 r1c3 r1c4 r2c1", 7),
        (
            "blue r1c2 r1c3 r1c4 r2c1 r2c2 r2c3 r2c4 r3c1 r3c2 r3c3 r3c4",
            56,
        ),
    ];
    for (m, points) in cases {
        assert_eq!(marks(m).area_score(Area::Blue), points, "{m}");
    }
}

#[test]
fn green_needs_the_threshold_of_the_next_cell() {
    let s = marks("green 1 2 3 4");
    assert!(spots(&s, "green", 4).is_empty());
    assert_eq!(
        s.refusal(spot_on(&s, "green"), 4).unwrap().to_string(),
        "Green cell 5 needs a 5 or more."
    );
    assert_eq!(spots(&s, "green", 5).len(), 1);
    assert_eq!(spots(&s, "green", 6).len(), 1);
    // The 6th cell starts over at 1.
    let s = marks("green 1 2 3 4 5");
    assert_eq!(spots(&s, "green", 1).len(), 1);
}

#[test]
fn green_scores_by_the_last_crossed_cell() {
    assert_eq!(marks("green 1 2 3 4 5").area_score(Area::Green), 15);
    assert_eq!(marks("green 6").area_score(Area::Green), 1);
    let full = "green 1 2 3 4 5 6 6 6 6 6 6";
    assert_eq!(marks(full).area_score(Area::Green), 66);
    assert!(spots(&marks(full), "green", 6).is_empty(), "full");
}

#[test]
fn orange_takes_any_value_and_multiplies() {
    let mut s = marks("orange 1 1 1");
    assert_eq!(spots(&s, "orange", 1).len(), 1);
    let (written, _) = s.mark(spot_on(&s, "orange"), 4);
    assert_eq!(written, 8, "cell 4 is ×2");
    let mut s = marks("orange 1 1 1 2 1 1 2 1 2 1");
    let (written, _) = s.mark(spot_on(&s, "orange"), 5);
    assert_eq!(written, 15, "cell 11 is ×3");
    assert!(spots(&s, "orange", 6).is_empty(), "full");
}

#[test]
fn purple_must_rise_unless_after_a_6() {
    let s = marks("purple 4");
    assert!(spots(&s, "purple", 4).is_empty());
    assert!(spots(&s, "purple", 3).is_empty());
    assert_eq!(
        s.refusal(spot_on(&s, "purple"), 2).unwrap().to_string(),
        "Purple needs a value higher than 4."
    );
    assert_eq!(spots(&s, "purple", 5).len(), 1);
    let s = marks("purple 2 5 6");
    assert_eq!(spots(&s, "purple", 1).len(), 1, "anything after a 6");
    let s = marks("purple 1 6");
    assert_eq!(spots(&s, "purple", 6).len(), 1, "6 after 6");
    assert_eq!(spots(&marks(""), "purple", 1).len(), 1, "first cell: any");
}

#[test]
fn track_cells_are_filled_left_to_right() {
    let s = marks("orange 3");
    let skip = Spot::new(Area::Orange, 2);
    assert_eq!(
        s.refusal(skip, 4).unwrap().to_string(),
        "Orange is filled left to right: the next cell is cell 2."
    );
}

#[test]
fn orange_and_purple_score_the_sum() {
    assert_eq!(marks("orange 5 2 3 12").area_score(Area::Orange), 22);
    assert_eq!(marks("purple 2 5 6 3").area_score(Area::Purple), 16);
}

#[test]
fn foxes_score_the_lowest_area() {
    let s = marks(
        "yellow r1c1 r2c1 r3c1; blue r1c2 r1c3 r1c4 r2c1; green 1 2 3; orange 5; purple 2 5; foxes 2",
    );
    let score = s.score();
    assert_eq!(Area::ALL.map(|a| score.areas[a]), [10, 7, 6, 5, 7]);
    assert_eq!(score.fox_points, 2 * 5);
    assert_eq!(score.total, 10 + 7 + 6 + 5 + 7 + 10);
    // Any area at 0 makes foxes worth nothing.
    assert_eq!(marks("orange 5; foxes 3").score().fox_points, 0);
}

#[test]
fn each_die_goes_only_to_its_area_and_white_anywhere() {
    let mut t = solo();
    t.roll("w2 y3 b4 g1 o5 p6");
    let msg = t.refuses(t.take_action("y", "purple"));
    assert_eq!(msg, "The yellow die cannot go to purple.");
    for a in ["yellow r2c1", "green", "orange", "purple"] {
        let action = t.take_action("w", a);
        assert!(t.state.legal_actions().contains(&action), "white to {a}");
    }
    // White in blue is the sum 2 + 4 = 6.
    let w_blue = t.take_action("w", "blue r2c2");
    assert!(t.state.legal_actions().contains(&w_blue));
}

#[test]
fn area_values_are_indexed_by_area_and_serialize_as_a_list() {
    let mut by = ByArea::from_fn(|a| a.index() as u16 * 10);
    assert_eq!(by[Area::Orange], 30);
    by[Area::Blue] += 5;
    assert_eq!(
        by.values().copied().collect::<Vec<_>>(),
        [0, 15, 20, 30, 40]
    );
    assert_eq!(by.iter().nth(1), Some((Area::Blue, &15)));
    assert_eq!(serde_json::to_string(&by).unwrap(), "[0,15,20,30,40]");
    let back: ByArea<u16> = serde_json::from_str("[0,15,20,30,40]").unwrap();
    assert_eq!(back, by);
}
