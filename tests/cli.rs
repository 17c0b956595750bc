//! The `clever` command as a user runs it.

use std::io::Write;
use std::process::{Command, Stdio};

fn clever(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_clever"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("clever runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const DOC: &str = include_str!("../docs/game-record.md");

fn documented_record() -> &'static str {
    let start = DOC.find("```json").unwrap() + "```json".len();
    let end = start + DOC[start..].find("```").unwrap();
    &DOC[start..end]
}

#[test]
fn replay_prints_each_players_marks_and_scores() {
    let (code, out, err) = clever(&["replay", "-"], documented_record());
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let anna = &v["players"][0];
    assert_eq!(anna["name"], "Anna");
    assert_eq!(anna["marks"]["yellow"], serde_json::json!([[1, 3]]));
    assert_eq!(anna["marks"]["green"], serde_json::json!([2]));
    assert_eq!(anna["score"]["areas"], serde_json::json!([0, 0, 1, 0, 0]));
    assert_eq!(anna["score"]["total"], 1);
    assert_eq!(v["over"], false);
}

#[test]
fn replay_names_the_first_bad_entry() {
    let bad = documented_record().replace(
        r#"{ "take": { "die": "green", "spot": { "area": "green", "cell": 0 } } }"#,
        r#"{ "take": { "die": "green", "spot": { "area": "green", "cell": 3 } } }"#,
    );
    let (code, out, err) = clever(&["replay", "-"], &bad);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(
        err.contains("Move 5 is not allowed. Green is filled left to right"),
        "{err}"
    );
    assert!(!err.contains("panicked"));
}

#[test]
fn replay_rejects_garbage_and_newer_versions_without_panicking() {
    for (input, says) in [
        ("", "not a readable game record"),
        ("[1,2,3]", "not a clever game record"),
        (r#"{"format":"clever-game","version":2}"#, "version 2"),
        (
            r#"{"format":"clever-game","version":1,"setup":{"players":["A"]},"moves":[{"roll":[["white",0]]}]}"#,
            "Move 0 cannot be read: the white die shows 0, but dice show 1 to 6",
        ),
    ] {
        let (code, _, err) = clever(&["replay", "-"], input);
        assert_eq!(code, 1, "{input}");
        assert!(err.contains(says), "{input}: {err}");
        assert!(!err.contains("panicked"), "{input}: {err}");
    }
    let (code, _, err) = clever(&["replay", "/no/such/file.json"], "");
    assert_eq!(code, 1);
    assert!(err.contains("cannot read /no/such/file.json"), "{err}");
}

#[test]
fn simulate_reports_the_statistics() {
    let (code, out, err) = clever(
        &[
            "simulate",
            "--bot",
            "greedy",
            "--games",
            "20",
            "--seed",
            "9",
            "--players",
            "2",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"], 20);
    for key in [
        "mean",
        "sd",
        "min",
        "max",
        "ms_per_game",
        "games_per_second",
    ] {
        assert!(v[key].is_number(), "{key} in {out}");
    }
    assert!(v["min"].as_f64() <= v["mean"].as_f64());
    assert!(v["mean"].as_f64() <= v["max"].as_f64());
    let (code, _, err) = clever(&["simulate", "--bot", "nobody"], "");
    assert_eq!(code, 2);
    assert!(err.contains("unknown bot"), "{err}");
}

/// A fresh directory under the system's temporary one.
fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("clever-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn simulate_writes_every_games_record_and_each_replays() {
    let root = temp_dir("records");
    let dir = root.join("made/for/them");
    let args = |records: Option<&str>| {
        let mut args = vec!["simulate", "--bot", "greedy", "--games", "12"];
        args.extend(["--seed", "3", "--players", "2"]);
        args.extend(records.map(|d| ["--records", d]).into_iter().flatten());
        args.into_iter().map(String::from).collect::<Vec<_>>()
    };
    let run = |args: &[String]| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = clever(&args, "");
        assert_eq!(code, 0, "{err}");
        let mut v: serde_json::Value = serde_json::from_str(&out).unwrap();
        v.as_object_mut().unwrap().remove("ms_per_game");
        v.as_object_mut().unwrap().remove("games_per_second");
        v
    };
    let stats = run(&args(Some(dir.to_str().unwrap())));
    // Recording changes nothing: the same games from the same dice.
    assert_eq!(stats, run(&args(None)));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    let expected: Vec<String> = (1..=12).map(|i| format!("game-{i:02}.json")).collect();
    assert_eq!(names, expected);
    let mut totals = Vec::new();
    for name in &names {
        let path = dir.join(name);
        let (code, out, err) = clever(&["replay", path.to_str().unwrap()], "");
        assert_eq!(code, 0, "{name}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["over"], true, "{name}");
        let players = v["players"].as_array().unwrap();
        assert_eq!(players.len(), 2, "{name}");
        totals.extend(
            players
                .iter()
                .map(|p| p["score"]["total"].as_f64().unwrap()),
        );
    }
    let mean = totals.iter().sum::<f64>() / totals.len() as f64;
    assert_eq!(stats["mean"], (mean * 100.0).round() / 100.0);
    let max = totals.iter().cloned().fold(f64::MIN, f64::max);
    let min = totals.iter().cloned().fold(f64::MAX, f64::min);
    assert_eq!(
        (stats["min"].as_f64(), stats["max"].as_f64()),
        (Some(min), Some(max))
    );

    // A directory that cannot be made, a record that cannot be written:
    // the reason, and exit code 1.
    std::fs::write(root.join("a-file"), "").unwrap();
    let under_a_file = root.join("a-file/records");
    let (code, out, err) = clever(
        &[
            "simulate",
            "--games",
            "3",
            "--records",
            under_a_file.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(
        err.starts_with(&format!(
            "clever: cannot create the directory {}: ",
            under_a_file.display()
        )),
        "{err}"
    );
    let blocked = root.join("blocked");
    std::fs::create_dir_all(blocked.join("game-2.json")).unwrap();
    let (code, out, err) = clever(
        &[
            "simulate",
            "--games",
            "3",
            "--records",
            blocked.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    let path = blocked.join("game-2.json");
    assert!(
        err.starts_with(&format!("clever: cannot write {}: ", path.display())),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    std::fs::remove_dir_all(&root).unwrap();
}

/// A solo record whose move 5 is `bad` (the documented moves before it).
fn record_with_move_5(bad: &str) -> String {
    let doc = documented_record();
    let last = r#"{ "take": { "die": "green", "spot": { "area": "green", "cell": 0 } } }"#;
    assert!(doc.contains(last));
    doc.replace(last, bad)
}

#[test]
fn replay_names_a_badly_shaped_move_by_its_index() {
    for (bad, says) in [
        (
            r#"{"roll": [["green", 7]]}"#,
            "Move 5 cannot be read: the green die shows 7, but dice show 1 to 6",
        ),
        (
            r#"{"take": {"die": "green", "spot": {"area": "teal", "cell": 0}}}"#,
            "Move 5 cannot be read: there is no area \"teal\"",
        ),
        (
            r#"{"take": {"die": "green", "spot": {"area": "green", "cell": 65536}}}"#,
            "Move 5 cannot be read: 65536 is too big for a cell or a die",
        ),
        (
            r#"{"roll": [["white",1],["yellow",1],["blue",1],["green",1],["orange",1],["purple",1],["green",2]]}"#,
            "Move 5 cannot be read: a roll has at most 6 dice, not 7",
        ),
    ] {
        let (code, out, err) = clever(&["replay", "-"], &record_with_move_5(bad));
        assert_eq!(code, 1, "{bad}: {err}");
        assert!(out.is_empty());
        assert!(err.contains(says), "{bad}: {err}");
        assert!(!err.contains("line 1"), "{bad}: {err}");
    }
    // However long the record: 100 000 moves on one line, move 99 999 bad.
    let mut moves = vec![r#""finish""#; 100_000];
    moves[99_999] = r#"{"roll": [["white", 7]]}"#;
    let huge = format!(
        r#"{{"format":"clever-game","version":1,"setup":{{"players":["A"]}},"moves":[{}]}}"#,
        moves.join(",")
    );
    let (code, _, err) = clever(&["replay", "-"], &huge);
    assert_eq!(code, 1);
    assert!(
        err.contains("Move 99999 cannot be read: the white die shows 7, but dice show 1 to 6"),
        "{err}"
    );
}

#[test]
fn replay_reports_the_version_as_written() {
    let with_version =
        |v: &str| documented_record().replacen(r#""version": 1"#, &format!(r#""version": {v}"#), 1);
    assert!(with_version("1").contains(r#""version": 1,"#));
    for (v, says) in [
        (
            r#""1""#,
            r#"The version of this record must be a whole number, not "1""#,
        ),
        (
            "1.0",
            "The version of this record must be a whole number, not 1.0",
        ),
        (
            "-1",
            "This record has version -1; this app reads version 1.",
        ),
        (
            "4294967296",
            "This record has version 4294967296; this app reads version 1.",
        ),
        (
            "36893488147419103232",
            "This record has version 36893488147419103232; this app reads version 1",
        ),
    ] {
        let (code, _, err) = clever(&["replay", "-"], &with_version(v));
        assert_eq!(code, 1, "{v}");
        assert!(err.contains(says), "{v}: {err}");
        assert!(!err.contains("no version"), "{v}: {err}");
    }
}

#[test]
fn replay_counts_every_player_of_an_impossible_setup() {
    let names: Vec<String> = (0..1000).map(|i| format!("\"P{i}\"")).collect();
    let record = format!(
        r#"{{"format":"clever-game","version":1,"setup":{{"players":[{}]}},"moves":[]}}"#,
        names.join(",")
    );
    let (code, _, err) = clever(&["replay", "-"], &record);
    assert_eq!(code, 1);
    assert!(
        err.contains("The game setup is not possible: a game has 1 to 4 players, not 1000."),
        "{err}"
    );
}

#[test]
fn replay_accepts_a_file_with_a_byte_order_mark() {
    let path = std::env::temp_dir().join(format!("clever-bom-{}.json", std::process::id()));
    std::fs::write(&path, format!("\u{feff}{}", documented_record())).unwrap();
    let (code, out, err) = clever(&["replay", path.to_str().unwrap()], "");
    std::fs::remove_file(&path).unwrap();
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["players"][0]["name"], "Anna");
}

#[test]
fn unknown_options_and_arguments_are_usage_errors() {
    for args in [
        &["simulate", "--player", "4"][..],
        &["simulate", "--games", "3", "--games", "4"],
        &["simulate", "--games"],
        &["simulate", "--games", "many"],
        &["simulate", "greedy"],
        &["replay"],
        &["replay", "a.json", "b.json"],
        &["replay", "--verbose"],
        &["train", "--out", "x.weights", "--epochs", "3"],
        &["frobnicate"],
        &[],
    ] {
        let (code, out, err) = clever(args, "");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}");
        assert!(err.contains("usage:"), "{args:?}: {err}");
    }
    let (_, _, err) = clever(&["simulate", "--player", "4"], "");
    assert!(
        err.starts_with("clever: unknown option --player\n"),
        "{err}"
    );
    let (code, out, _) = clever(&["--help"], "");
    assert_eq!(code, 0);
    assert!(out.contains("clever simulate"));
}

/// The resident memory of a running process, in kB (Linux).
fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn simulate_streams_its_statistics_for_any_number_of_games() {
    for games in ["4000000000", "18446744073709551615"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_clever"))
            .args(["simulate", "--bot", "random", "--games", games])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(400));
        let running = child.try_wait().unwrap().is_none();
        let rss = rss_kb(child.id());
        child.kill().unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            running,
            "{games} games: stopped at once: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        if cfg!(target_os = "linux") {
            let rss = rss.expect("VmRSS");
            assert!(rss < 64 * 1024, "{games} games: {rss} kB resident");
        }
    }
}

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/data/fixtures/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn hint_prints_what_the_worker_answers() {
    use clever::bot::advice::{answer, format_gain, format_value};
    let record = fixture("v1-3p-midgame");
    let (code, out, err) = clever(&["hint", "-"], &record);
    assert_eq!(code, 0, "{err}");
    let v = json(&out);
    assert_eq!(v["player"], 1);
    let hints = v["hints"].as_array().unwrap();
    let lines: Vec<String> = answer("hints", &record)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(hints.len(), 3);
    assert_eq!(lines.len(), 3);
    for (h, line) in hints.iter().zip(&lines) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(h["move"], json(fields[0]));
        let value = h["value"].as_f64().unwrap() as f32;
        let gain = h["gain"].as_f64().unwrap() as f32;
        assert_eq!(format_value(value), fields[1]);
        assert_eq!(format_gain(gain), fields[2]);
    }
    assert!(hints[0]["value"].as_f64() >= hints[2]["value"].as_f64());
}

#[test]
fn review_prints_what_the_worker_answers() {
    use clever::bot::advice::{answer, format_loss};
    use clever::engine::Game;
    let record = fixture("v1-solo-variant-finished");
    let (code, out, err) = clever(&["review", "-"], &record);
    assert_eq!(code, 0, "{err}");
    let v = json(&out);
    let reply = answer("review", &record).unwrap();
    let mut lines = reply.lines();
    assert_eq!(
        lines.next().unwrap(),
        format!("{}\t{}", v["yours"], v["expert"])
    );
    assert_eq!(v["yours"], 99);
    let costly = v["costly"].as_array().unwrap();
    assert_eq!(costly.len(), 5);
    for (c, line) in costly.iter().zip(lines) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(c["index"].to_string(), fields[0]);
        assert_eq!(format_loss(c["loss"].as_f64().unwrap() as f32), fields[1]);
        assert_eq!(c["yours"], json(fields[2]));
        assert_eq!(c["best"], json(fields[3]));
    }
    // The expert's record replays to its total.
    let expert = Game::from_json(&v["expert_record"].to_string()).unwrap();
    assert!(expert.state().is_over());
    assert_eq!(v["expert"], expert.state().score(0).total);
    assert!(v["expert"].as_u64() > v["yours"].as_u64());
}

#[test]
fn hint_and_review_say_why_not() {
    let (code, out, err) = clever(&["hint", "-"], &fixture("v1-solo-finished"));
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("There is no decision to make: the game is over."),
        "{err}"
    );
    let (code, _, err) = clever(&["hint", "-"], &fixture("v1-2p-at-roll"));
    assert_eq!(code, 1);
    assert!(err.contains("the dice are to be rolled"), "{err}");
    let (code, _, err) = clever(&["review", "-"], &fixture("v1-3p-midgame"));
    assert_eq!(code, 1);
    assert!(
        err.contains("Only a solo game can be reviewed; this game has 3 players."),
        "{err}"
    );
    let (code, _, err) = clever(&["review", "-"], "{");
    assert_eq!(code, 1);
    assert!(err.contains("not a readable game record"), "{err}");
    let (code, _, err) = clever(&["review"], "");
    assert_eq!(code, 2);
    assert!(err.contains("review needs a FILE"), "{err}");
    let (code, _, err) = clever(&["hint", "a", "b"], "");
    assert_eq!(code, 2);
    assert!(err.contains("unexpected argument"), "{err}");
}

#[test]
fn match_rotates_the_seats_and_reports_each_bot() {
    let (code, out, err) = clever(
        &[
            "match",
            "--seats",
            "expert,greedy,greedy",
            "--games",
            "6",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let v = json(&out);
    assert_eq!(v["games"], 6);
    let bots = v["bots"].as_array().unwrap();
    assert_eq!(bots[0]["bot"], "expert");
    assert_eq!(bots[1]["bot"], "greedy");
    assert_eq!(bots[1]["seats_per_game"], 2);
    let (e, g) = (&bots[0], &bots[1]);
    assert!(e["mean"].as_f64() > g["mean"].as_f64(), "{out}");
    // Win shares add up to one per game.
    let wins = e["win_rate"].as_f64().unwrap() + 2.0 * g["win_rate"].as_f64().unwrap();
    assert!((wins - 1.0).abs() < 1e-3, "{out}");
    for bad in [
        &["match", "--seats", "expert,nobody"][..],
        &["match", "--seats", "a,b,c,d,e"][..],
        &["match", "--games", "3"][..],
    ] {
        let (code, _, err) = clever(bad, "");
        assert_eq!(code, 2, "{bad:?}: {err}");
    }
}

/// The documented record of "only my sheet" (the one with elsewhere seats).
fn documented_elsewhere_record() -> &'static str {
    DOC.split("```json")
        .skip(1)
        .map(|block| &block[..block.find("```").unwrap()])
        .find(|block| block.contains("\"elsewhere\""))
        .unwrap()
}

#[test]
fn replay_reads_dice_layouts_and_marks_the_seats_played_elsewhere() {
    let (code, out, err) = clever(&["replay", "-"], documented_elsewhere_record());
    assert_eq!(code, 0, "{err}");
    let v = json(&out);
    assert_eq!(v["own_dice"], true);
    assert_eq!(v["players"][0]["elsewhere"], true);
    assert_eq!(v["players"][1].get("elsewhere"), None);
    assert_eq!(v["players"][2]["elsewhere"], true);
    assert_eq!(v["players"][1]["marks"]["purple"], serde_json::json!([3]));
    assert_eq!(v["players"][1]["marks"]["orange"], serde_json::json!([2]));
    assert_eq!(v["players"][0]["score"]["total"], 0);
    // A dice layout no dice can show is refused with its index.
    let bad = documented_elsewhere_record().replacen(r#"["white", 1]"#, r#"["white", 7]"#, 1);
    let (code, _, err) = clever(&["replay", "-"], &bad);
    assert_eq!(code, 1);
    assert!(err.contains("Move 0 ") && err.contains('7'), "{err}");
    // At a dice layout there is nothing for a hint to decide.
    let start = documented_elsewhere_record();
    let at_layout = format!("{}]}}", &start[..start.find("\"moves\": [").unwrap() + 10]);
    let (code, _, err) = clever(&["hint", "-"], &at_layout);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("seat played elsewhere"), "{err}");
}

#[test]
fn sheet_of_keeps_one_seats_sheet_and_its_score() {
    let dir = temp_dir("sheet-of");
    std::fs::create_dir_all(&dir).unwrap();
    let full = dir.join("full");
    let (code, _, err) = clever(
        &[
            "simulate",
            "--bot",
            "greedy",
            "--games",
            "1",
            "--seed",
            "5",
            "--players",
            "3",
            "--records",
            full.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let record = full.join("game-1.json");
    let record = record.to_str().unwrap();
    let totals = |json: &str| -> Vec<u64> {
        let v: serde_json::Value = serde_json::from_str(json).unwrap();
        v["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["score"]["total"].as_u64().unwrap())
            .collect()
    };
    let (_, whole, _) = clever(&["replay", record], "");
    let whole = totals(&whole);
    for seat in 0..3 {
        let (code, mine, err) = clever(&["sheet-of", &seat.to_string(), record], "");
        assert_eq!(code, 0, "{err}");
        assert!(mine.contains("\"elsewhere\"") && mine.contains("\"table\""));
        let (code, replayed, err) = clever(&["replay", "-"], &mine);
        assert_eq!(code, 0, "{err}");
        let mut expected = vec![0; 3];
        expected[seat] = whole[seat];
        assert_eq!(totals(&replayed), expected, "seat {seat}");
    }
    let (code, _, err) = clever(&["sheet-of", "3", record], "");
    assert_eq!(
        (code, err.trim()),
        (1, "clever: seat 3 has no sheet of its own in this record")
    );
}

#[test]
fn join_makes_the_whole_game_of_the_seats_records_in_any_order() {
    let fixture = |name: &str| {
        format!(
            "{}/tests/data/fixtures/{name}.json",
            env!("CARGO_MANIFEST_DIR")
        )
    };
    let seat = |i: usize| fixture(&format!("v1-join-3p-seat{i}-finished"));
    let json = |text: &str| -> serde_json::Value { serde_json::from_str(text).unwrap() };
    let whole = json(&std::fs::read_to_string(fixture("v1-join-3p-finished")).unwrap());
    let (code, out, err) = clever(&["join", &seat(2), &seat(0), &seat(1)], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(json(&out), whole);

    // A friend's record that ends early: the game as far as every record goes.
    let dir = temp_dir("join");
    std::fs::create_dir_all(&dir).unwrap();
    let mut cut = json(&std::fs::read_to_string(seat(1)).unwrap());
    cut["moves"].as_array_mut().unwrap().truncate(40);
    let short = dir.join("bo.json");
    std::fs::write(&short, cut.to_string()).unwrap();
    let (code, out, err) = clever(&["join", &seat(0), short.to_str().unwrap(), &seat(2)], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        err.trim(),
        "clever: the game is not over: it waits for player 2 (Bo), whose record ends there"
    );
    let part = json(&out);
    let moves = part["moves"].as_array().unwrap();
    assert!(!moves.is_empty() && moves.len() < whole["moves"].as_array().unwrap().len());
    assert_eq!(moves[..], whole["moves"].as_array().unwrap()[..moves.len()]);

    // Records that are not one game by seat, named in words.
    let (code, out, err) = clever(&["join", &seat(0), &seat(0), &seat(2)], "");
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err.trim(),
        "clever: Records 1 and 2 are both the sheet of player 1."
    );
    let (code, _, err) = clever(&["join", &seat(0), &seat(2)], "");
    assert_eq!(
        (code, err.trim()),
        (1, "clever: No record is the sheet of player 2.")
    );
    let (code, _, err) = clever(&["join", &fixture("v1-join-3p-finished")], "");
    assert_eq!(
        (code, err.trim()),
        (
            1,
            "clever: Record 1 is not the sheet of one player: it must play one seat here and every other seat elsewhere."
        )
    );
    let (code, _, err) = clever(&["join"], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("join needs a FILE per seat"), "{err}");
    let missing = dir.join("none.json");
    let (code, _, err) = clever(&["join", missing.to_str().unwrap()], "");
    assert_eq!(code, 1);
    assert!(err.contains("cannot read"), "{err}");
    let garbage = dir.join("garbage.json");
    std::fs::write(&garbage, "[1]").unwrap();
    let garbage = garbage.to_str().unwrap();
    let (code, _, err) = clever(&["join", &seat(0), garbage], "");
    assert_eq!(code, 1);
    assert!(
        err.contains(&format!("{garbage}: This is not a clever game record")),
        "{err}"
    );
}

/// `clever join` of the sequel: two devices play by link (turn links passed
/// as fragments), each record joins to the whole game, over, its totals
/// the scores the devices sent each other.
#[test]
fn join_makes_the_whole_game_of_the_sequel_by_link() {
    use clever::engine::{Decision, DiceBag, Edition, Game, GameId, Invitation, Link, SeatScore};
    let invitation = Invitation {
        game: GameId([3, 1, 4, 1, 5, 9]),
        players: vec!["Ada".into(), "Bea".into()],
        first: 1,
        edition: Edition::Twice,
    };
    let mut devices: Vec<Game> = (0..2)
        .map(|me| Game::new(invitation.setup(me, 40 + me as u64)).unwrap())
        .collect();
    let mut bags = [DiceBag::new(1), DiceBag::new(2)];
    let mut sent: [Option<String>; 2] = [None, None];
    for _ in 0..20_000 {
        for d in 0..2 {
            let game = &mut devices[d];
            match game.decision() {
                Decision::GameOver | Decision::DiceLayout { .. } => {}
                Decision::Roll { .. } => {
                    game.roll_from(&mut bags[d]).unwrap();
                }
                _ => {
                    let legal = game.legal_actions();
                    let at = bags[d].below(legal.len() as u32) as usize;
                    game.apply(legal[at]).unwrap();
                    game.take_waiting().unwrap();
                }
            }
            let turn = game.own_turn_link().map(|t| Link::Turn(t).fragment());
            if let Some(text) = turn.filter(|t| sent[d].as_ref() != Some(t)) {
                let link = Link::find(&text).unwrap();
                sent[d] = Some(text);
                devices[1 - d].receive(&link).unwrap();
            }
        }
        if devices.iter().all(|g| g.is_over()) {
            break;
        }
    }
    for d in 0..2 {
        let score = Link::Score(devices[d].own_score_link().unwrap()).fragment();
        devices[1 - d]
            .receive(&Link::find(&score).unwrap())
            .unwrap();
    }
    let totals: Vec<i32> = devices[0]
        .scores()
        .iter()
        .map(|s| match s {
            Some(s @ SeatScore::Twice(_)) => s.total(),
            other => panic!("{other:?}"),
        })
        .collect();
    let dir = temp_dir("join-twice");
    std::fs::create_dir_all(&dir).unwrap();
    let paths: Vec<String> = (0..2)
        .map(|d| {
            let path = dir.join(format!("seat{d}.json"));
            std::fs::write(&path, devices[d].to_json()).unwrap();
            path.to_str().unwrap().to_string()
        })
        .collect();
    let (code, out, err) = clever(&["join", &paths[1], &paths[0]], "");
    assert_eq!((code, err.as_str()), (0, ""));
    let whole = Game::from_json(&out).unwrap();
    assert_eq!(whole.edition(), Edition::Twice);
    assert!(whole.is_over());
    assert_eq!(whole.totals(), totals);
}
