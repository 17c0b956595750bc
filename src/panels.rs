//! The panels the worker writes as markup, so their code stays out of the
//! app's first load: the end of a game (scores, ranking, the expert's
//! review, a new personal best or the daily streak, "Share") and the
//! history-and-statistics view. The app places the markup and turns its
//! buttons into actions by their `data-act`, `data-share` and `data-q`
//! attributes (see `app::panel`). Every name is escaped.

use crate::app::icons::FOX;
use crate::app::words::{area_title, capitalised};
use crate::bot::{advice, describe};
use crate::engine::archive::{read_entry, Entry};
use crate::engine::record::move_json;
use crate::engine::{previous_day, Area, Game, Seat};
use crate::stats::html::escape;
use std::fmt::Write;

/// An action in a player's words: "Purple 5", "White 4 as yellow".
pub fn action_words(game: &Game, action: crate::engine::Action) -> String {
    capitalised(&describe(game.state(), action))
}

fn entries(archive: &str) -> impl Iterator<Item = Entry> + '_ {
    archive.lines().filter_map(|line| read_entry(line).ok())
}

/// The best solo total of `name` in the archive (None: no solo game yet).
pub fn best(archive: &str, name: &str) -> Option<u16> {
    entries(archive)
        .filter(|e| e.setup.players.len() == 1 && e.setup.players[0] == name)
        .filter_map(|e| e.totals.first().copied())
        .max()
}

/// An attempt at the daily challenge of `day`, given the archive before
/// it: None if that day's challenge was already played (practice), else
/// the streak of days in a row, up to and with `day`, with a counted
/// challenge.
pub fn streak(archive: &str, day: &str) -> Option<u32> {
    let counted: Vec<String> = entries(archive)
        .filter(|e| !e.practice)
        .filter_map(|e| e.setup.daily)
        .collect();
    if counted.iter().any(|d| d == day) {
        return None;
    }
    let mut days = 1;
    let mut date = day.to_string();
    while let Some(before) = previous_day(&date) {
        if !counted.contains(&before) {
            break;
        }
        days += 1;
        date = before;
    }
    Some(days)
}

/// The text "Share" sends: the day, total, rating, each area's points, the
/// expert's total on the same dice, and the link (`link` is the page's
/// address without a query) to the same dice.
pub fn share_text(game: &Game, expert: Option<u32>, link: &str) -> String {
    let score = game.state().score(0);
    let mut text = match &game.setup().daily {
        Some(day) => format!("Clever, daily challenge {day}: "),
        None => "Clever: ".to_string(),
    };
    let _ = write!(text, "{} points", score.total);
    if let Some(rating) = game.summary().rating {
        let _ = write!(text, " ({rating})");
    }
    let areas: Vec<String> = Area::ALL
        .iter()
        .map(|&a| format!("{} {}", area_title(a), score.area(a)))
        .collect();
    let _ = write!(
        text,
        "\n{} · foxes {}\n",
        areas.join(" · "),
        score.fox_points
    );
    if let Some(expert) = expert {
        let _ = writeln!(text, "The expert on the same dice: {expert}");
    }
    let query = match &game.setup().daily {
        Some(day) => format!("?daily={day}"),
        None => format!("?seed={}", game.setup().seed),
    };
    let _ = write!(text, "Play the same dice: {link}{query}");
    text
}

/// The end of a game, as markup. `before` is the archive without this
/// game; `link` the page's address (for "Share").
pub fn end(game: &Game, before: &str, link: &str) -> String {
    let state = game.state();
    let summary = game.summary();
    let players = summary.players.len();
    let names: Vec<String> = summary.players.iter().map(|p| escape(&p.name)).collect();
    let scores: Vec<_> = summary.players.iter().map(|p| p.score).collect();
    let ranked = state.ranking();
    let winners = state.winners();
    let mut out = String::from("<h2>Game over</h2>");
    let headline = if players == 1 {
        summary.rating.unwrap_or_default().to_string()
    } else if winners.len() > 1 {
        let names: Vec<&str> = winners
            .iter()
            .map(|&p| names[p as usize].as_str())
            .collect();
        format!("Shared victory: {}!", names.join(" and "))
    } else {
        format!(
            "{} wins!",
            names[winners.first().copied().unwrap_or(0) as usize]
        )
    };
    let _ = write!(out, "<p class=\"headline\">{headline}</p>");
    if players == 1 {
        let _ = write!(
            out,
            "<p class=\"small\">{} points: the rating of the solo table.</p>",
            scores[0].total
        );
    } else {
        out.push_str("<ol class=\"ranking\" aria-label=\"Ranking\">");
        for &(p, place) in &ranked {
            let won = winners.contains(&p);
            let p = p as usize;
            let _ = write!(
                out,
                "<li class=\"{}\" data-player=\"{p}\"><span class=\"place\">{place}</span><span class=\"pname\">{}</span><span class=\"ptotal\">{}</span>{}</li>",
                if won { "won" } else { "" },
                names[p],
                scores[p].total,
                if won { "<span class=\"crown\">winner</span>" } else { "" }
            );
        }
        out.push_str("</ol>");
    }
    let hints: u32 = (0..players as u8).map(|p| game.hints_used(p)).sum();
    if hints > 0 {
        let _ = write!(out, "<p class=\"small hintsused\">Hints used: {hints}</p>");
    }
    // The breakdown, best first.
    let order: Vec<usize> = ranked.iter().map(|&(p, _)| p as usize).collect();
    out.push_str("<table class=\"breakdown\"><thead><tr><td></td>");
    for &p in &order {
        let _ = write!(out, "<th scope=\"col\">{}</th>", names[p]);
    }
    out.push_str("</tr></thead><tbody>");
    for a in Area::ALL {
        let _ = write!(
            out,
            "<tr class=\"row-{}\"><th scope=\"row\">{}</th>",
            a.name(),
            area_title(a)
        );
        for &p in &order {
            let _ = write!(
                out,
                "<td data-player=\"{p}\" data-score=\"{}\">{}</td>",
                a.name(),
                scores[p].area(a)
            );
        }
        out.push_str("</tr>");
    }
    let _ = write!(
        out,
        "<tr class=\"row-foxes\"><th scope=\"row\">{FOX}<span>Foxes × lowest</span></th>"
    );
    for &p in &order {
        let s = scores[p];
        let _ = write!(
            out,
            "<td data-player=\"{p}\" data-score=\"foxes\" data-foxes=\"{}\">{} × {} = <b>{}</b></td>",
            s.foxes,
            s.foxes,
            s.lowest_area(),
            s.fox_points
        );
    }
    out.push_str("</tr><tr class=\"row-total\"><th scope=\"row\">Total</th>");
    for &p in &order {
        let _ = write!(
            out,
            "<td data-player=\"{p}\" data-score=\"total\">{}</td>",
            scores[p].total
        );
    }
    out.push_str("</tr></tbody></table>");
    if players == 1 && game.setup().seat(0) == Seat::Person {
        solo_end(&mut out, game, before, link);
    }
    out.push_str(
        "<div class=\"buttons\"><button type=\"button\" class=\"btn primary\" data-act=\"new\">New game</button></div>",
    );
    out
}

/// A person's solo game: the daily streak or a new personal best, the
/// expert's review, and "Share".
fn solo_end(out: &mut String, game: &Game, before: &str, link: &str) {
    let total = game.state().score(0).total;
    let news = match &game.setup().daily {
        Some(day) => Some(match streak(before, day) {
            None => {
                format!("Daily challenge {day}: practice (the first attempt of the day counts).")
            }
            Some(1) => format!("Daily challenge {day}: a streak of 1 day."),
            Some(days) => format!("Daily challenge {day}: a streak of {days} days."),
        }),
        None => match best(before, &game.setup().players[0]) {
            Some(best) if total > best => {
                Some(format!("New personal best! Your best before: {best}."))
            }
            _ => None,
        },
    };
    if let Some(news) = news {
        let _ = write!(out, "<p class=\"best\">{news}</p>");
    }
    let expert = match advice::reviewable(game) {
        Ok(()) => {
            let review = advice::review(game);
            out.push_str(
                "<section class=\"review\" aria-label=\"Expert review\"><h3>Expert review</h3>",
            );
            let _ = write!(
                out,
                "<p class=\"totals\">You: {} points. The expert on the same dice: {} points.</p>",
                review.yours, review.expert
            );
            if !review.costly.is_empty() {
                out.push_str("<ol class=\"costly\" aria-label=\"Your costliest decisions\">");
                let mut position = Game::new(game.setup().clone()).ok();
                let mut at = 0;
                for c in &review.costly {
                    // The position before move `c.index` (costliest first:
                    // replayed from the start each time).
                    if at > c.index {
                        position = Game::new(game.setup().clone()).ok();
                        at = 0;
                    }
                    let Some(g) = position.as_mut() else { break };
                    while at < c.index {
                        let _ = g.apply(game.moves()[at]);
                        at += 1;
                    }
                    let _ = write!(
                        out,
                        "<li><button type=\"button\" class=\"btn ghost\" data-act=\"position {} {}\">Move {}: {} (−{}); the expert: {}</button></li>",
                        c.index,
                        escape(&move_json(c.best)),
                        c.index + 1,
                        action_words(g, c.yours),
                        advice::format_loss(c.loss),
                        action_words(g, c.best)
                    );
                }
                out.push_str("</ol>");
            }
            out.push_str("</section>");
            Some(review.expert)
        }
        Err(_) => None,
    };
    let _ = write!(
        out,
        "<div class=\"buttons\"><button type=\"button\" class=\"btn\" data-share=\"{}\">Share</button></div><p class=\"small shared\" role=\"status\"></p>",
        escape(&share_text(game, expert, link))
    );
}

/// The history-and-statistics view: the filters, the statistics of every
/// game, and the list of finished games.
pub fn library(archive: &str) -> Result<String, String> {
    let mut out = String::from(
        "<section class=\"stats\" aria-label=\"Statistics\"><h3>Statistics</h3><div class=\"filters\">",
    );
    let filters = crate::stats::answer("filters", archive)?;
    out.push_str(
        "<select data-q=\"player\" aria-label=\"Player\"><option value=\"\">All players</option>",
    );
    for name in filters.lines().filter_map(|l| l.strip_prefix("player\t")) {
        let _ = write!(
            out,
            "<option value=\"{}\">{}</option>",
            escape(&encoded(name)),
            escape(name)
        );
    }
    out.push_str(
        "</select><select data-q=\"mode\" aria-label=\"Mode\"><option value=\"all\">All modes</option><option value=\"solo\">Solo</option><option value=\"multi\">Multiplayer</option><option value=\"variant\">Solo, Italian rules</option></select>\
         <select data-q=\"last\" aria-label=\"Games\"><option value=\"all\">All games</option><option value=\"50\">Last 50</option><option value=\"10\">Last 10</option></select></div>\
         <div class=\"statsbody\" aria-live=\"polite\">",
    );
    out.push_str(&crate::stats::answer(
        "statistics player=&mode=all&last=all",
        archive,
    )?);
    out.push_str(
        "</div></section><section class=\"games\" aria-label=\"History\"><h3>Finished games</h3>",
    );
    out.push_str(&crate::stats::answer("history", archive)?);
    out.push_str("</section>");
    Ok(out)
}

/// A name as a query value.
fn encoded(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// The "New game" form. `names` are the four names kept from last time;
/// the form opens on `count` players. What it holds is read back by the
/// app when a start button is pressed (`data-act`); what shows for which
/// count is the style sheet's (`:has`).
pub fn setup(names: &[String], count: usize, in_progress: bool, solo_extra: bool) -> String {
    let mut out = String::from(
        "<h2>New game</h2><fieldset class=\"counts\"><legend>Players</legend><div class=\"pills\">",
    );
    for n in 1..=4 {
        let _ = write!(
            out,
            "<label class=\"pill\"><input type=\"radio\" name=\"count\" value=\"{n}\"{}><span>{}</span></label>",
            if n == count { " checked autofocus" } else { "" },
            if n == 1 { "Solo".to_string() } else { format!("{n} players") }
        );
    }
    out.push_str("</div></fieldset><fieldset class=\"names\"><legend>Names</legend>");
    for (i, name) in names.iter().take(4).enumerate() {
        let _ = write!(
            out,
            "<div class=\"seat\"><label class=\"name\"><span>Player {n}</span><input type=\"text\" id=\"name{i}\" data-name maxlength=\"20\" autocomplete=\"off\" value=\"{name}\"></label>\
             <select id=\"seat{i}\" aria-labelledby=\"name{i}\"><option value=\"person\">Person</option><option value=\"easy\">Computer (easy)</option><option value=\"medium\">Computer (medium)</option><option value=\"expert\">Computer (expert)</option></select></div>",
            n = i + 1,
            name = escape(name)
        );
    }
    out.push_str(
        "</fieldset><label class=\"row starter\"><span>Who starts</span><select data-first aria-label=\"Who starts\"><option value=\"random\">Random</option>",
    );
    for (i, name) in names.iter().take(4).enumerate() {
        let _ = write!(out, "<option value=\"{i}\">{}</option>", escape(name));
    }
    let _ = write!(
        out,
        "</select></label><label class=\"row check\"><input type=\"checkbox\" data-extra{}><span>Solo: +1 actions allowed in the passive turn (English rules; off: Italian rules)</span></label>\
         <div class=\"buttons\"><button type=\"button\" class=\"btn primary big\" data-act=\"start\">Start the game</button>\
         <button type=\"button\" class=\"btn\" data-act=\"versus\">Play against the computer</button>\
         <button type=\"button\" class=\"btn\" data-act=\"daily\">Daily challenge</button>\
         <button type=\"button\" class=\"btn ghost\" data-act=\"close\">{}</button></div>",
        if solo_extra { " checked" } else { "" },
        if in_progress { "Resume the saved game" } else { "Cancel" }
    );
    if in_progress {
        out.push_str("<p class=\"small\">Starting a new game replaces the game in progress.</p>");
    }
    out
}

/// The menu's items: export, import, history, the unreadable saves kept
/// (each `(key, raw text)`), and About.
pub fn menu(version: &str, kept: &[(String, String)]) -> String {
    let mut out = String::from(
        "<button type=\"button\" class=\"btn\" data-act=\"export\">Export game</button>\
         <button type=\"button\" class=\"btn\" data-act=\"import\">Import game</button>\
         <input type=\"file\" accept=\".json,application/json\" hidden data-import aria-label=\"Game record file\">\
         <button type=\"button\" class=\"btn\" data-act=\"history\">History and statistics</button>",
    );
    if !kept.is_empty() {
        out.push_str("<ul class=\"kept\" aria-label=\"Unreadable saves kept\">");
        for (i, (key, raw)) in kept.iter().enumerate() {
            let n = i + 1;
            let _ = write!(
                out,
                "<li><span>Unreadable save {n}</span><a class=\"btn small\" href=\"{}\" download=\"clever-unreadable-{n}.json\">Download</a>\
                 <button type=\"button\" class=\"btn small\" data-act=\"discard {}\" aria-label=\"Discard unreadable save {n}\">Discard</button></li>",
                escape(&crate::app::words::data_url(raw)),
                escape(key)
            );
        }
        out.push_str("</ul>");
    }
    let _ = write!(
        out,
        "<details class=\"about\"><summary>About</summary><dl class=\"about-facts\"><dt>Version</dt><dd>{}</dd><dt>Licence</dt><dd>MIT</dd><dt>Source</dt>\
         <dd>The source code (Rust, MIT licence) is in the project's git repository, with the README that tells how to build and install the app.</dd></dl>\
         <p class=\"small\">Ganz Schön Clever is a game by Wolfgang Warsch (Schmidt Spiele). After one visit the app works offline; it can be installed on the home screen.</p></details>",
        escape(version)
    );
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::bot::{play_recorded, GreedyBot, RandomBot};
    use crate::engine::archive::entry;
    use crate::engine::{daily_seed, read_move, DiceBag, Setup};

    const SCRIPT: &str = "<script>alert('x')</script>";
    const LINK: &str = "https://example.org/clever/";

    /// Elements that have no closing tag.
    const VOID: [&str; 3] = ["input", "br", "img"];

    /// The markup's tags open and close in order, and nothing scripts or
    /// styles it inline.
    pub(crate) fn assert_balanced(markup: &str) {
        let mut open: Vec<&str> = Vec::new();
        let mut rest = markup;
        while let Some(start) = rest.find('<') {
            let end = rest[start..].find('>').expect("a tag ends") + start;
            let tag = &rest[start + 1..end];
            let name = tag
                .trim_start_matches('/')
                .split([' ', '/'])
                .next()
                .unwrap();
            assert!(!name.is_empty(), "empty tag in {markup}");
            assert!(!["script", "style"].contains(&name), "{name} in {markup}");
            if let Some(closing) = tag.strip_prefix('/') {
                assert_eq!(open.pop(), Some(closing), "in {markup}");
            } else if !tag.ends_with('/') && !VOID.contains(&name) {
                open.push(name);
            }
            rest = &rest[end + 1..];
        }
        assert!(open.is_empty(), "unclosed {open:?} in {markup}");
        assert!(!markup.contains("style="), "inline style");
    }

    #[test]
    fn the_balance_check_catches_unclosed_and_crossed_tags() {
        assert_balanced("<p>a<b>b</b><input type=\"text\"><svg><path d=\"M\"/></svg></p>");
        for bad in ["<p><b></p></b>", "<p>", "</p>", "<p><script>x</script></p>"] {
            let caught = std::panic::catch_unwind(|| assert_balanced(bad));
            assert!(caught.is_err(), "{bad}");
        }
    }

    fn unescape(text: &str) -> String {
        text.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&")
    }

    /// The values of every `name="…"` attribute, in order (as written).
    fn attributes<'a>(markup: &'a str, name: &str) -> Vec<&'a str> {
        let key = format!(" {name}=\"");
        markup
            .match_indices(&key)
            .map(|(at, _)| {
                let from = at + key.len();
                &markup[from..from + markup[from..].find('"').unwrap()]
            })
            .collect()
    }

    fn greedy(setup: &Setup) -> Game {
        play_recorded(
            setup,
            &mut GreedyBot::default(),
            &mut DiceBag::new(setup.seed),
        )
        .unwrap()
    }

    #[test]
    fn a_solo_end_has_the_score_the_rating_the_review_and_share() {
        let game = greedy(&Setup::solo("Ann", 5));
        let out = end(&game, "", LINK);
        assert_balanced(&out);
        let total = game.state().score(0).total;
        assert!(out.contains(&format!(
            "<td data-player=\"0\" data-score=\"total\">{total}</td>"
        )));
        let rating = game.summary().rating.expect("a solo game is rated");
        assert!(out.contains(&format!("<p class=\"headline\">{rating}</p>")));
        assert!(!out.contains("class=\"ranking\""));
        assert!(!out.contains("Hints used"));
        // The expert's review, as `advice::review` says.
        let review = advice::review(&game);
        assert!(out.contains("aria-label=\"Expert review\""));
        assert!(out.contains(&format!(
            "You: {} points. The expert on the same dice: {} points.",
            review.yours, review.expert
        )));
        assert_eq!(review.yours, u32::from(total));
        let positions: Vec<&str> = attributes(&out, "data-act")
            .into_iter()
            .filter(|a| a.starts_with("position "))
            .collect();
        assert!(!review.costly.is_empty());
        assert_eq!(positions.len(), review.costly.len());
        for (act, costly) in positions.iter().zip(&review.costly) {
            let (index, json) = act["position ".len()..].split_once(' ').unwrap();
            assert_eq!(index.parse::<usize>().unwrap(), costly.index);
            assert!(!json.contains('"'), "escaped: {json}");
            assert_eq!(read_move(&unescape(json)), Ok(costly.best));
            assert!(out.contains(&format!("Move {}: ", costly.index + 1)));
        }
        // Share says what `share_text` says, with the expert's total.
        let share = attributes(&out, "data-share");
        assert_eq!(share.len(), 1);
        let text = share_text(&game, Some(review.expert), LINK);
        assert_eq!(unescape(share[0]), text);
        assert!(text.contains(&format!("{total} points ({rating})")));
        assert!(text.ends_with(&format!("{LINK}?seed=5")));
        // No archive: no personal best to beat.
        assert!(!out.contains("New personal best"));
    }

    #[test]
    fn a_game_of_three_is_ranked_with_its_names_escaped_and_no_review() {
        let names = [SCRIPT, "Bo\"b", "Cleo & Co"];
        let game = greedy(&Setup::named(&names, 11));
        let out = end(&game, "", LINK);
        assert_balanced(&out);
        assert!(!out.contains("<script"));
        assert!(out.contains(&escape(SCRIPT)));
        assert!(out.contains("Bo&quot;b") && !out.contains("Bo\"b"));
        assert!(out.contains("Cleo &amp; Co") && !out.contains("Cleo & Co"));
        let start = out.find("<ol class=\"ranking\"").expect("a ranking");
        let ranking = &out[start..start + out[start..].find("</ol>").unwrap()];
        assert_eq!(ranking.matches("<li").count(), 3);
        let winners = game.state().winners();
        assert!(!winners.is_empty());
        for (p, place) in game.state().ranking() {
            let class = if winners.contains(&p) { "won" } else { "" };
            let li = format!("<li class=\"{class}\" data-player=\"{p}\"><span class=\"place\">{place}</span><span class=\"pname\">{}</span><span class=\"ptotal\">{}</span>", escape(&game.setup().players[p as usize]), game.state().score(p).total);
            assert!(ranking.contains(&li), "{li} in {ranking}");
        }
        assert_eq!(ranking.matches("class=\"crown\"").count(), winners.len());
        for p in 0..3u8 {
            assert!(out.contains(&format!(
                "<td data-player=\"{p}\" data-score=\"total\">{}</td>",
                game.state().score(p).total
            )));
        }
        assert!(!out.contains("Expert review"));
        assert!(!out.contains("data-share"));
        assert!(!out.contains("data-act=\"position"));
    }

    #[test]
    fn a_new_personal_best_is_told_only_above_the_best_before() {
        let setup = Setup::solo("Ann", 5);
        let game = greedy(&setup);
        let total = game.state().score(0).total;
        let lower = play_recorded(&setup, &mut RandomBot::new(1), &mut DiceBag::new(9)).unwrap();
        let higher = advice::review(&game).expert_game;
        let (low, high) = (lower.state().score(0).total, higher.state().score(0).total);
        assert!(low < total && total < high, "{low} {total} {high}");
        // Someone else's better game does not count.
        let bob = Game::from_json(&higher.to_json().replacen(
            "\"players\":[\"Ann\"]",
            "\"players\":[\"Bob\"]",
            1,
        ))
        .unwrap();
        assert_eq!(bob.setup().players, ["Bob"]);
        let archive = [entry(&lower, 1, false), entry(&bob, 2, false)].join("\n");
        let out = end(&game, &archive, LINK);
        assert_balanced(&out);
        assert!(out.contains(&format!(
            "<p class=\"best\">New personal best! Your best before: {low}.</p>"
        )));
        for before in [
            [entry(&lower, 1, false), entry(&higher, 2, false)].join("\n"),
            entry(&game, 1, false),
        ] {
            let out = end(&game, &before, LINK);
            assert!(!out.contains("New personal best"), "{before}");
            assert!(!out.contains("class=\"best\""));
        }
    }

    fn daily_setup(day: &str) -> Setup {
        let mut setup = Setup::solo("Ann", daily_seed(day));
        setup.daily = Some(day.to_string());
        setup
    }

    #[test]
    fn a_daily_end_tells_the_streak_or_practice() {
        let game = greedy(&daily_setup("2026-11-26"));
        let played = |day: &str, practice: bool| entry(&greedy(&daily_setup(day)), 0, practice);
        let two_before = [played("2026-11-24", false), played("2026-11-25", false)].join("\n");
        let out = end(&game, &two_before, LINK);
        assert_balanced(&out);
        assert!(
            out.contains("<p class=\"best\">Daily challenge 2026-11-26: a streak of 3 days.</p>")
        );
        assert!(!out.contains("personal best"));
        let share = unescape(attributes(&out, "data-share")[0]);
        assert!(share.starts_with("Clever, daily challenge 2026-11-26: "));
        assert!(share.ends_with(&format!("{LINK}?daily=2026-11-26")));

        let out = end(&game, "", LINK);
        assert!(out.contains("Daily challenge 2026-11-26: a streak of 1 day.</p>"));
        let out = end(&game, &played("2026-11-26", false), LINK);
        assert!(out.contains(
            "Daily challenge 2026-11-26: practice (the first attempt of the day counts).</p>"
        ));
        assert!(!out.contains("streak"));
    }

    #[test]
    fn the_setup_form_has_four_seats_and_the_chosen_count() {
        let names: Vec<String> = ["Ann", SCRIPT, "Bo\"b", ""]
            .iter()
            .map(|n| n.to_string())
            .collect();
        let out = setup(&names, 3, true, true);
        assert_balanced(&out);
        for i in 0..4 {
            assert!(out.contains(&format!("id=\"name{i}\"")));
            assert!(out.contains(&format!("<select id=\"seat{i}\"")));
            assert!(out.contains(&format!("<option value=\"{i}\">")));
        }
        assert!(!out.contains("id=\"name4\""));
        assert!(out.contains("value=\"3\" checked autofocus>"));
        assert_eq!(out.matches(" checked autofocus").count(), 1);
        assert!(out.contains("data-extra checked>"));
        assert!(!out.contains("<script"));
        assert!(out.contains(&format!("value=\"{}\"", escape(SCRIPT))));
        assert!(out.contains("value=\"Bo&quot;b\""));
        assert!(out.contains("Resume the saved game"));
        assert!(out.contains("Starting a new game replaces the game in progress."));

        let out = setup(&names, 1, false, false);
        assert_balanced(&out);
        assert!(out.contains("value=\"1\" checked autofocus>"));
        assert!(!out.contains("value=\"3\" checked"));
        assert!(out.contains("data-extra>"));
        assert!(!out.contains("Resume"));
        assert!(!out.contains("replaces the game"));
        assert!(out.contains("data-act=\"close\">Cancel</button>"));
    }

    #[test]
    fn the_menu_lists_the_kept_saves() {
        let kept = vec![
            (
                "clever.unreadable.1".to_string(),
                "{\"a\": <b>'".to_string(),
            ),
            ("clever.unreadable.2".to_string(), "x&y".to_string()),
        ];
        let out = menu("1.2 <beta>", &kept);
        assert_balanced(&out);
        assert!(out.contains("<dd>1.2 &lt;beta&gt;</dd>"));
        let discards: Vec<&str> = attributes(&out, "data-act")
            .into_iter()
            .filter(|a| a.starts_with("discard "))
            .collect();
        assert_eq!(
            discards,
            ["discard clever.unreadable.1", "discard clever.unreadable.2"]
        );
        let links = attributes(&out, "href");
        assert_eq!(links.len(), 2);
        for (link, (_, raw)) in links.iter().zip(&kept) {
            assert!(link.starts_with("data:application/json"));
            assert_eq!(unescape(link), crate::app::words::data_url(raw));
        }
        assert!(out.contains("download=\"clever-unreadable-2.json\""));

        let out = menu("1.2", &[]);
        assert_balanced(&out);
        assert!(!out.contains("class=\"kept\""));
        assert!(!out.contains("discard"));
        assert!(!out.contains("href="));
        assert!(out.contains("<dd>1.2</dd>"));
        assert!(out.contains("data-act=\"history\""));
    }

    #[test]
    fn the_library_has_statistics_history_and_the_players() {
        let games = [
            greedy(&Setup::solo("Ann", 1)),
            greedy(&Setup::named(&["Ann", "Béla"], 2)),
            greedy(&Setup::solo(SCRIPT, 3)),
        ];
        let archive: Vec<String> = games
            .iter()
            .enumerate()
            .map(|(i, g)| entry(g, 1_795_701_900_000 + i as u64, false))
            .collect();
        let out = library(&archive.join("\n")).unwrap();
        assert_balanced(&out);
        assert!(out.contains("aria-label=\"Statistics\"><h3>Statistics</h3>"));
        assert!(out.contains("aria-label=\"History\"><h3>Finished games</h3>"));
        assert!(out.contains("<option value=\"\">All players</option>"));
        assert!(out.contains("<option value=\"Ann\">Ann</option>"));
        assert!(out.contains("<option value=\"B%C3%A9la\">Béla</option>"));
        assert!(out.contains(&format!(
            "<option value=\"{}\">{}</option>",
            encoded(SCRIPT),
            escape(SCRIPT)
        )));
        assert_eq!(out.matches("class=\"stats-game\"").count(), 3);
        assert!(!out.contains("<script"));
        // An empty archive still has both sections.
        let out = library("").unwrap();
        assert_balanced(&out);
        assert!(out.contains("Statistics") && out.contains("No finished games yet"));
        assert!(!out.contains("<option value=\"Ann\">"));
    }
}
