//! Twice as Clever's worked examples (docs/rules-twice.md §14) and its
//! mechanics one by one: each area's scoring and bonuses, the bars' end
//! bonuses, return, the platter chain, forfeit, "?" and the black ?, the
//! passive turn, +1 per turn, foxes.

use super::*;
use crate::engine::twice::printed::silver_cell;
use Die::{Blue, Green, Pink, Silver, White, Yellow};

fn solo() -> TwiceState {
    TwiceState::new(1, 0, Variants::default()).unwrap()
}

fn roll(s: &mut TwiceState, dice: &[(Die, u8)]) -> Vec<Event> {
    s.apply(Action::Roll(Roll::new(dice).unwrap())).unwrap()
}

fn take(s: &mut TwiceState, die: Die, area: Area, cell: u8) -> Vec<Event> {
    s.apply(Action::Take {
        die,
        spot: Some(Spot::new(area, cell)),
    })
    .unwrap()
}

fn earned(events: &[Event]) -> Vec<Bonus> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::BonusEarned { bonus, .. } => Some(bonus),
            _ => None,
        })
        .collect()
}

/// §4.3: silver 4, white 2, blue 1, yellow 5, green 6, pink 4. The silver 4
/// goes to the green row; white 2 and blue 1 go to the platter (pink 4 is not
/// lower); blue 1 marks its own row at once, then the player chooses a row
/// for the white 2; yellow, green and pink are rolled next.
#[test]
fn the_platter_chain_marks_the_dice_a_silver_choice_sends_to_the_platter() {
    let mut s = solo();
    roll(
        &mut s,
        &[
            (Silver, 4),
            (White, 2),
            (Blue, 1),
            (Yellow, 5),
            (Green, 6),
            (Pink, 4),
        ],
    );
    let events = take(&mut s, Silver, Area::Silver, silver_cell(2, 4));
    assert!(events.contains(&Event::ToPlatter { die: White }));
    assert!(events.contains(&Event::ToPlatter { die: Blue }));
    assert!(!events.contains(&Event::ToPlatter { die: Pink }));
    assert!(events.contains(&Event::Marked {
        player: 0,
        spot: Spot::new(Area::Silver, silver_cell(1, 1)),
        written: 1,
    }));
    assert_eq!(
        s.decision(),
        Decision::SilverRow {
            player: 0,
            die: White,
            value: 2
        }
    );
    // Any of the four rows: the 2 is open in each.
    let rows: Vec<Action> = (0..4)
        .map(|r| Action::Cross(Spot::new(Area::Silver, silver_cell(r, 2))))
        .collect();
    assert_eq!(s.legal_actions(), rows);
    // Not a cell of another number.
    assert_eq!(
        s.check(&Action::Cross(Spot::new(Area::Silver, silver_cell(0, 3)))),
        Err(RuleError::Refused(Refusal::WrongNumber {
            shows: 3,
            value: 2
        }))
    );
    s.apply(rows[0]).unwrap();
    assert_eq!(s.sheet(0).silver.count_ones(), 3);
    assert_eq!(s.area_silver_rows(), [1, 1, 1, 0]);
    match s.decision() {
        Decision::Roll { dice, .. } => {
            assert_eq!(dice.iter().collect::<Vec<_>>(), vec![Yellow, Green, Pink])
        }
        d => panic!("{d:?}"),
    }
}

impl TwiceState {
    /// Marks per silver row (for the tests).
    fn area_silver_rows(&self) -> [u32; 4] {
        let silver = self.sheet(0).silver;
        [0, 1, 2, 3].map(|r| (silver >> (6 * r) & 0x3F).count_ones())
    }
}

/// A die the silver choice did not send there (already on the platter, or
/// left after the third choice) marks nothing; a taken cell's mark is lost.
#[test]
fn the_chain_skips_taken_cells_and_other_areas() {
    let mut s = solo();
    s.sheet_mut(0).silver |= 1 << silver_cell(1, 1);
    roll(
        &mut s,
        &[
            (Silver, 4),
            (White, 5),
            (Blue, 1),
            (Yellow, 5),
            (Green, 6),
            (Pink, 4),
        ],
    );
    let events = take(&mut s, Silver, Area::Silver, silver_cell(0, 4));
    assert!(events.contains(&Event::SweptLost {
        player: 0,
        die: Blue,
        value: 1
    }));
    assert_eq!(s.sheet(0).silver.count_ones(), 2);
    // Entered elsewhere, the choice sweeps without marks.
    let mut s = solo();
    roll(
        &mut s,
        &[
            (Silver, 1),
            (White, 2),
            (Blue, 1),
            (Yellow, 5),
            (Green, 6),
            (Pink, 4),
        ],
    );
    let events = take(&mut s, Green, Area::Green, 0);
    assert_eq!(s.sheet(0).silver, 0);
    assert!(!events.iter().any(|e| matches!(e, Event::Swept { .. })));
}

/// §14 yellow: circle 1 (Y3), circle 2 at Y4 → row 2 → return; circle 2 at
/// Y7 → column 1 → re-roll; cross Y3 → nothing more; yellow scores 3.
#[test]
fn yellow_circles_complete_groups_and_crosses_score() {
    let mut sheet = TwiceSheet::default();
    let y = |cell| Spot::new(Area::Yellow, cell);
    assert_eq!(sheet.mark(y(2), 1), (0, ([None, None], 0)));
    assert_eq!(sheet.mark(y(3), 2).1, ([Some(Bonus::Return), None], 1));
    assert_eq!(sheet.mark(y(6), 2).1, ([Some(Bonus::Reroll), None], 1));
    assert_eq!(
        sheet.area_score(Area::Yellow),
        0,
        "circles alone score nothing"
    );
    assert_eq!(sheet.mark(y(2), 1), (1, ([None, None], 0)));
    assert_eq!(sheet.area_score(Area::Yellow), 3);
    // A crossed cell takes nothing more; an empty one must be circled first.
    assert_eq!(sheet.refusal(y(2), 1), Some(Refusal::AlreadyCrossed));
    assert_eq!(
        sheet.refusal(y(0), 4),
        Some(Refusal::WrongNumber { shows: 3, value: 4 })
    );
    // One circle completes a row and a column: both, the row's first.
    let mut sheet = TwiceSheet::default();
    for cell in [0, 4, 9] {
        sheet.mark(y(cell), YELLOW_NUMBER[cell as usize]);
    }
    assert_eq!(
        sheet.mark(y(8), 5).1,
        ([Some(Bonus::Question(Area::Pink)), Some(Bonus::PlusOne)], 2)
    );
    // The yellow points by crosses.
    let mut sheet = TwiceSheet::default();
    let points: Vec<i16> = (0..10u8)
        .map(|cell| {
            let n = YELLOW_NUMBER[cell as usize];
            sheet.mark(y(cell), n);
            sheet.mark(y(cell), n);
            sheet.area_score(Area::Yellow)
        })
        .collect();
    assert_eq!(points, [3, 10, 21, 36, 55, 75, 96, 118, 141, 165]);
}

const YELLOW_NUMBER: [u8; 10] = crate::engine::twice::printed::YELLOW_NUMBERS;

/// §14 blue: 9, 9 (return), 7 (yellow ?); an 8 is refused; blue scores 6.
#[test]
fn blue_never_rises() {
    let mut sheet = TwiceSheet::default();
    let b = |cell| Spot::new(Area::Blue, cell);
    assert_eq!(sheet.mark(b(0), 9).1, ([None, None], 1));
    assert_eq!(sheet.mark(b(1), 9).1, ([Some(Bonus::Return), None], 1));
    assert_eq!(
        sheet.mark(b(2), 7).1,
        ([Some(Bonus::Question(Area::Yellow)), None], 1)
    );
    assert_eq!(sheet.refusal(b(3), 8), Some(Refusal::NotAbove(7)));
    assert_eq!(sheet.refusal(b(3), 7), None);
    assert_eq!(sheet.area_score(Area::Blue), 6);
    // A blue ? keeps the rule: 2 to 7.
    assert_eq!(sheet.question_values(Area::Blue), (2, 7));
    // In play, the blue and white dice enter the sum wherever they are.
    let mut s = solo();
    s.sheet_mut(0).blue = sheet.blue;
    roll(
        &mut s,
        &[
            (White, 5),
            (Blue, 3),
            (Yellow, 1),
            (Green, 1),
            (Pink, 1),
            (Silver, 1),
        ],
    );
    assert_eq!(
        s.check(&Action::Take {
            die: Blue,
            spot: Some(b(3))
        }),
        Err(RuleError::NoEntry {
            die: Blue,
            value: 8
        })
    );
}

/// §14 green: 5 (×2 → 10), 1 (×2 → 2, re-roll): 8; 1 (×2 → 2), 6 (×1 → 6,
/// blue ?): −4. Green scores 4.
#[test]
fn green_pairs_score_first_minus_second() {
    let mut sheet = TwiceSheet::default();
    let g = |cell| Spot::new(Area::Green, cell);
    assert_eq!(sheet.mark(g(0), 5), (10, ([None, None], 1)));
    assert_eq!(sheet.mark(g(1), 1), (2, ([Some(Bonus::Reroll), None], 1)));
    assert_eq!(sheet.area_score(Area::Green), 8);
    sheet.mark(g(2), 1);
    assert_eq!(sheet.area_score(Area::Green), 8, "an open pair scores 0");
    assert_eq!(
        sheet.mark(g(3), 6),
        (6, ([Some(Bonus::Question(Area::Blue)), None], 1))
    );
    assert_eq!(sheet.area_score(Area::Green), 4);
}

/// §14 pink: 1, 1, 1 (slot 3 needs 2: no re-roll), 3 (slot 4 needs 3:
/// return); pink scores 6. An eighth number of 1 earns no fox; a 2 does.
#[test]
fn pink_thresholds_gate_the_bonuses() {
    let mut sheet = TwiceSheet::default();
    let p = |cell| Spot::new(Area::Pink, cell);
    for cell in 0..3 {
        assert_eq!(sheet.mark(p(cell), 1).1 .0, [None, None]);
    }
    assert_eq!(sheet.mark(p(3), 3).1 .0, [Some(Bonus::Return), None]);
    assert_eq!(sheet.area_score(Area::Pink), 6);
    let eighth = |value| {
        let mut sheet = TwiceSheet::default();
        for cell in 0..7 {
            sheet.mark(p(cell), 1);
        }
        sheet.mark(p(7), value).1 .0[0]
    };
    assert_eq!(eighth(1), None);
    assert_eq!(eighth(2), Some(Bonus::Fox));
}

/// Silver rows score on their own; a column's bonus comes with its fourth mark.
#[test]
fn silver_rows_and_columns() {
    let mut sheet = TwiceSheet::default();
    let s = |row, n| Spot::new(Area::Silver, silver_cell(row, n));
    let bonuses: Vec<Option<Bonus>> = (0..4).map(|row| sheet.mark(s(row, 3), 3).1 .0[0]).collect();
    assert_eq!(bonuses, [None, None, None, Some(Bonus::Fox)]);
    assert_eq!(sheet.area_score(Area::Silver), 8);
    for n in 1..=6 {
        sheet.mark(s(0, n), n);
    }
    assert_eq!(sheet.area_score(Area::Silver), 22 + 3 * 2);
}

/// §10: silver 30, yellow 21, blue 28, green −2, pink 40, two foxes: 113.
#[test]
fn foxes_are_worth_the_lowest_area_even_below_zero() {
    let mut sheet = TwiceSheet::default();
    // Silver: 4, 4, 2, 2 marks: 11 + 11 + 4 + 4.
    for (row, marks) in [(0, 4), (1, 4), (2, 2), (3, 2)] {
        for n in 1..=marks {
            sheet.mark(Spot::new(Area::Silver, silver_cell(row, n)), n);
        }
    }
    // Yellow: three crosses.
    for cell in [0u8, 1, 2] {
        let n = YELLOW_NUMBER[cell as usize];
        sheet.mark(Spot::new(Area::Yellow, cell), n);
        sheet.mark(Spot::new(Area::Yellow, cell), n);
    }
    for cell in 0..7 {
        sheet.mark(Spot::new(Area::Blue, cell), 6);
    }
    sheet.mark(Spot::new(Area::Green, 0), 1);
    sheet.mark(Spot::new(Area::Green, 1), 2);
    for (cell, v) in [6, 6, 6, 6, 6, 6, 4].into_iter().enumerate() {
        sheet.mark(Spot::new(Area::Pink, cell as u8), v);
    }
    sheet.foxes = 2;
    let score = sheet.score();
    assert_eq!(score.areas, [30, 21, 28, -2, 40]);
    assert_eq!(score.fox_points, -4);
    assert_eq!(score.total, 113);
}

/// §14 bars: the sixth re-roll earns a fox at once, the sixth return a
/// pink ?, the sixth +1 a silver ?.
#[test]
fn the_last_slot_of_a_bar_earns_its_bonus() {
    // Green slot 2 gives a re-roll.
    let mut s = solo();
    s.sheet_mut(0).rerolls.earned = 5;
    s.sheet_mut(0).green.values[0] = 2;
    s.sheet_mut(0).green.len = 1;
    roll(
        &mut s,
        &[
            (White, 1),
            (Yellow, 1),
            (Blue, 1),
            (Green, 3),
            (Pink, 1),
            (Silver, 1),
        ],
    );
    let events = take(&mut s, Green, Area::Green, 1);
    assert_eq!(earned(&events), [Bonus::Reroll, Bonus::Fox]);
    assert_eq!(s.sheet(0).foxes, 1);
    // Blue slot 2 gives a return; blue slot 5 a +1.
    for (bar, slot, end) in [
        (Bonus::Return, 1u8, Area::Pink),
        (Bonus::PlusOne, 4, Area::Silver),
    ] {
        let mut s = solo();
        let sheet = s.sheet_mut(0);
        match bar {
            Bonus::Return => sheet.returns.earned = 5,
            _ => sheet.plus_ones.earned = 5,
        }
        sheet.blue.values = [12; 12];
        sheet.blue.len = slot;
        roll(
            &mut s,
            &[
                (White, 3),
                (Yellow, 1),
                (Blue, 3),
                (Green, 1),
                (Pink, 1),
                (Silver, 1),
            ],
        );
        let events = take(&mut s, Blue, Area::Blue, slot);
        assert_eq!(earned(&events), [bar, Bonus::Question(end)]);
        assert_eq!(
            s.decision(),
            Decision::Question {
                player: 0,
                area: end
            }
        );
    }
}

/// Return (§5.2): before a later roll, a platter die joins the pool; with
/// the pool empty, the returned die alone is rolled (decision #2).
#[test]
fn a_returned_die_is_rolled_again_even_alone() {
    let mut s = solo();
    s.sheet_mut(0).returns.earned = 2;
    roll(
        &mut s,
        &[
            (White, 1),
            (Yellow, 1),
            (Blue, 1),
            (Green, 6),
            (Pink, 1),
            (Silver, 1),
        ],
    );
    take(&mut s, Green, Area::Green, 0);
    // Every other die was lower: the pool is empty, a return is held.
    assert_eq!(s.decision(), Decision::Return { player: 0 });
    let listed = s.legal_actions();
    assert_eq!(listed.len(), 6);
    assert_eq!(listed[5], Action::Finish);
    assert_eq!(
        s.check(&Action::Return(Green)),
        Err(RuleError::DieNotHere {
            die: Green,
            needed: DieMustBe::OnPlatter
        })
    );
    let events = s.apply(Action::Return(Pink)).unwrap();
    assert_eq!(
        events,
        [Event::Returned {
            player: 0,
            die: Pink
        }]
    );
    // One return left and dice on the platter: the window stays open.
    assert_eq!(s.decision(), Decision::Return { player: 0 });
    s.apply(Action::Finish).unwrap();
    match s.decision() {
        Decision::Roll { dice, .. } => assert_eq!(dice.iter().collect::<Vec<_>>(), [Pink]),
        d => panic!("{d:?}"),
    }
    roll(&mut s, &[(Pink, 5)]);
    take(&mut s, Pink, Area::Pink, 0);
    assert_eq!(s.sheet(0).returns.used, 1);
    // Empty again, the window opens again (a return is left); finished, the
    // rolls are over.
    assert_eq!(s.decision(), Decision::Return { player: 0 });
    s.apply(Action::Finish).unwrap();
    roll(
        &mut s,
        &[
            (White, 1),
            (Yellow, 2),
            (Blue, 3),
            (Green, 4),
            (Pink, 5),
            (Silver, 6),
        ],
    );
    assert_eq!(s.decision(), Decision::Passive { player: 0 });
    // Never in the passive turn.
    assert_eq!(
        s.check(&Action::Return(White)),
        Err(RuleError::NotNow {
            expected: Due::NoReturn
        })
    );
}

/// Finishing the return window with an empty pool ends the rolls.
#[test]
fn without_a_return_an_empty_pool_ends_the_rolls() {
    let mut s = solo();
    roll(
        &mut s,
        &[
            (White, 1),
            (Yellow, 1),
            (Blue, 1),
            (Green, 6),
            (Pink, 1),
            (Silver, 1),
        ],
    );
    let events = take(&mut s, Green, Area::Green, 0);
    assert!(events.contains(&Event::RollsEnded { player: 0 }));
    // Round 1 gave a re-roll, no +1: straight to the passive roll.
    assert!(matches!(
        s.decision(),
        Decision::Roll {
            solo_passive: true,
            ..
        }
    ));
}

/// An unusable roll is forfeited (decision #8): it counts, and the same dice
/// are rolled again; a usable one cannot be.
#[test]
fn an_unusable_roll_is_forfeited() {
    let mut s = solo();
    let sheet = s.sheet_mut(0);
    sheet.silver = (1 << 24) - 1;
    sheet.yellow_circled = (1 << 10) - 1;
    sheet.yellow_crossed = (1 << 10) - 1;
    for slots in [&mut sheet.blue, &mut sheet.green, &mut sheet.pink] {
        slots.values = [1; 12];
        slots.len = 12;
    }
    roll(
        &mut s,
        &[
            (White, 1),
            (Yellow, 1),
            (Blue, 1),
            (Green, 6),
            (Pink, 1),
            (Silver, 1),
        ],
    );
    assert_eq!(s.legal_actions(), [Action::Reroll, Action::Forfeit]);
    s.apply(Action::Forfeit).unwrap();
    match s.decision() {
        Decision::Roll { dice, .. } => assert_eq!(dice, DieSet::TWICE),
        d => panic!("{d:?}"),
    }
    assert_eq!(s.rolls(), 1);
    let mut s = solo();
    roll(
        &mut s,
        &[
            (White, 1),
            (Yellow, 1),
            (Blue, 1),
            (Green, 6),
            (Pink, 1),
            (Silver, 1),
        ],
    );
    assert_eq!(s.check(&Action::Forfeit), Err(RuleError::MustEnter));
}

/// The round-4 black ? (§6.1): a colour, then that colour's ?.
#[test]
fn the_black_question_mark_names_a_colour_then_marks() {
    let mut s = solo();
    let mut bag = DiceBag::new(4);
    let mut bot = crate::bot::twice::TwiceRandom::new(4);
    use crate::bot::twice::TwiceBot;
    while s.round() < 4 {
        s.play_until_decision(&mut bag, &mut NoLog);
        let a = bot.decide(&s);
        s.apply(a).unwrap();
    }
    assert_eq!(s.decision(), Decision::RoundChoice { player: 0 });
    let offered: Vec<Area> = s
        .legal_actions()
        .into_iter()
        .map(|a| match a {
            Action::RoundBonus(RoundChoice::Black(area)) => area,
            a => panic!("{a:?}"),
        })
        .collect();
    assert_eq!(offered, Area::TWICE.to_vec());
    assert_eq!(
        s.check(&Action::RoundBonus(RoundChoice::BlackX(Area::Yellow))),
        Err(RuleError::NotInThisGame)
    );
    s.apply(Action::RoundBonus(RoundChoice::Black(Area::Green)))
        .unwrap();
    assert_eq!(
        s.decision(),
        Decision::Question {
            player: 0,
            area: Area::Green
        }
    );
    let next = s.sheet(0).green.len;
    let writes: Vec<Action> = (1..=6)
        .map(|value| Action::Write {
            spot: Spot::new(Area::Green, next),
            value,
        })
        .collect();
    assert_eq!(s.legal_actions(), writes);
    assert_eq!(
        s.check(&Action::Write {
            spot: Spot::new(Area::Green, next),
            value: 7
        }),
        Err(RuleError::Refused(Refusal::ValueRange {
            least: 1,
            most: 6
        }))
    );
    s.apply(writes[3]).unwrap();
    assert_eq!(s.sheet(0).green.len, next + 1);
}

/// Solo passive turn: the three lowest to the platter (ties: the die nearer
/// the platter first), one of them entered; +1 anew (per turn).
#[test]
fn the_solo_passive_turn_takes_from_the_three_lowest() {
    let mut s = solo();
    s.sheet_mut(0).plus_ones.earned = 2;
    roll(
        &mut s,
        &[
            (White, 6),
            (Yellow, 1),
            (Blue, 1),
            (Green, 1),
            (Pink, 1),
            (Silver, 1),
        ],
    );
    take(&mut s, White, Area::Pink, 0);
    // +1 on the green die, then finish.
    s.apply(Action::PlusOne {
        die: Green,
        spot: Spot::new(Area::Green, 0),
    })
    .unwrap();
    s.apply(Action::Finish).unwrap();
    // The passive roll: the row's order breaks the tie among the 2s.
    let events = roll(
        &mut s,
        &[
            (Green, 2),
            (White, 5),
            (Yellow, 2),
            (Blue, 6),
            (Pink, 2),
            (Silver, 2),
        ],
    );
    let platter: Vec<Die> = events
        .iter()
        .filter_map(|e| match *e {
            Event::ToPlatter { die } => Some(die),
            _ => None,
        })
        .collect();
    assert_eq!(platter, [Silver, Pink, Yellow]);
    assert_eq!(s.decision(), Decision::Passive { player: 0 });
    assert_eq!(
        s.check(&Action::Take {
            die: Green,
            spot: Some(Spot::new(Area::Green, 1))
        }),
        Err(RuleError::MustTakeFromPlatter)
    );
    take(&mut s, Pink, Area::Pink, 1);
    // The green die was used for +1 in the active turn: anew here.
    assert!(s.legal_actions().contains(&Action::PlusOne {
        die: Green,
        spot: Spot::new(Area::Green, 1)
    }));
}

/// 2–4 players: a passive player who can enter no platter die takes one
/// from the active player's fields (decision #17).
#[test]
fn a_passive_player_falls_back_to_the_fields() {
    let mut s = TwiceState::new(2, 0, Variants::default()).unwrap();
    // The passive player can enter only green.
    let other = s.sheet_mut(1);
    other.silver = (1 << 24) - 1;
    other.yellow_circled = (1 << 10) - 1;
    other.yellow_crossed = (1 << 10) - 1;
    for slots in [&mut other.blue, &mut other.pink] {
        slots.values = [2; 12];
        slots.len = 12;
    }
    roll(
        &mut s,
        &[
            (White, 6),
            (Green, 6),
            (Yellow, 1),
            (Blue, 1),
            (Pink, 1),
            (Silver, 1),
        ],
    );
    take(&mut s, White, Area::Green, 0);
    roll(&mut s, &[(Green, 3)]);
    take(&mut s, Green, Area::Green, 1);
    assert_eq!(s.decision(), Decision::Passive { player: 1 });
    let fields = s.dice_at(Place::Field(0)).0 | s.dice_at(Place::Field(1)).0;
    assert_eq!(s.passive_choices(1), DieSet(fields));
    assert_eq!(
        s.legal_actions(),
        [White, Green].map(|die| Action::Take {
            die,
            spot: Some(Spot::new(Area::Green, 0))
        })
    );
    assert_eq!(
        s.check(&Action::Take {
            die: Pink,
            spot: Some(Spot::new(Area::Pink, 0))
        }),
        Err(RuleError::NoEntry {
            die: Pink,
            value: 1
        })
    );
}

/// A record of the sequel names its game; one without a game is the first.
#[test]
fn the_record_names_the_game() {
    let setup = Setup::solo("Ada", 5).of_game(Edition::Twice);
    let mut game = Game::new(setup).unwrap();
    let mut bag = game.next_roll_bag();
    game.roll_from(&mut bag).unwrap();
    let text = game.to_json();
    assert!(text.contains(",\"game\":\"twice\"}"), "{text}");
    let back = Game::from_json(&text).unwrap();
    assert_eq!(back.edition(), Edition::Twice);
    assert_eq!(back, game);
    // The first game's setup writes no game.
    let first = Game::new(Setup::solo("Ada", 5)).unwrap();
    assert!(!first.to_json().contains("game\":"));
    // A sequel's move is no move of the first game, and the reverse.
    assert_eq!(
        read_move_in(Edition::Clever, "\"forfeit\""),
        Err(MoveProblem::Shape(crate::json::JsonProblem::Shape))
    );
    assert_eq!(
        read_move_in(Edition::Twice, "\"forfeit\""),
        Ok(Action::Forfeit)
    );
    assert_eq!(
        read_move_in(Edition::Twice, "{\"return\":\"orange\"}"),
        Err(MoveProblem::UnknownDie("orange".into()))
    );
    // The first game refuses the sequel's die as not its own.
    let mut first = Game::new(Setup::solo("Ada", 5)).unwrap();
    let mut bag = first.next_roll_bag();
    first.roll_from(&mut bag).unwrap();
    assert_eq!(
        first.apply(Action::Take {
            die: Silver,
            spot: Some(Spot::new(Area::Silver, 0))
        }),
        Err(RuleError::NotInThisGame)
    );
}
