//! The German texts, in the words of the original German edition
//! (Schmidt Spiele): Silbertablett, Fuchs, Neuwurf, +1-Aktion, Würfelfeld,
//! Rundenleiste. Terms, sources and grammar choices:
//! `docs/languages/de.md`.
//!
//! A colour inserted into a sentence (`die_*`, `area_*`, `in_*`, `the_*`)
//! is always the colour noun ("Weiß", "Lila"), never an adjective, so no
//! case ending is needed: "der Würfel Lila", "den Würfel Weiß", "in Gelb",
//! "der Bereich Orange".

use super::Texts;

// The update fills messages other work adds until they are translated;
// with all of today's fields given it has nothing to fill.
#[allow(clippy::needless_update)]
pub const TEXTS: Texts = Texts {
    // ---- The game's vocabulary ----
    die_white: "Weiß",
    die_yellow: "Gelb",
    die_blue: "Blau",
    die_green: "Grün",
    die_orange: "Orange",
    die_purple: "Lila",
    // Gelb and Grün share their first letter: two letters tell them apart.
    letter_white: "W",
    letter_yellow: "Ge",
    letter_blue: "B",
    letter_green: "Gr",
    letter_orange: "O",
    letter_purple: "L",
    area_yellow: "Gelb",
    area_blue: "Blau",
    area_green: "Grün",
    area_orange: "Orange",
    area_purple: "Lila",
    place_cup: "noch nicht gewürfelt",
    place_rolled: "gewürfelt",
    place_field: "auf Würfelfeld {field}",
    place_platter: "auf dem Silbertablett",
    die_name: "Würfel {die}, {place}",
    die_name_value: "Würfel {die}, {value}, {place}",
    bonus_cross: "Kreuz in {area}",
    bonus_number: "{area} {value}",
    bonus_fox: "Fuchs",
    bonus_reroll: "Neuwurf-Aktion",
    bonus_plus_one: "+1-Aktion",
    choice_black_x: "Schwarzes Kreuz in {area}",
    choice_black_6: "Schwarze 6 in {area}",
    spot_grid: "{area} Reihe {row} Spalte {column}",
    spot_cell: "{area} Feld {cell}",
    level_person: "Mensch",
    level_easy: "Computer (leicht)",
    level_medium: "Computer (mittel)",
    level_expert: "Computer (Experte)",
    rating_281: "Du bist ganz schön clever!",
    rating_260: "Bist du Einstein?",
    rating_240: "Was für ein Genie!",
    rating_220: "Beeindruckend!",
    rating_200: "Hut ab!",
    rating_180: "Tolles Ergebnis!",
    rating_160: "Das war ziemlich gut.",
    rating_140: "Nicht schlecht … das geht noch besser.",
    rating_0: "Streng dich mehr an!",
    points: "{n} {n|Punkt|Punkte}",

    // ---- What happened (the log and the live region) ----
    event_round: "Runde {round} beginnt.",
    event_turn: "{name} ist am Zug.",
    event_rolled: "Gewürfelt: {dice}.",
    event_reroll: "{name} nutzt einen Neuwurf.",
    event_to_field: "Der Würfel {die} kommt auf Würfelfeld {field}.",
    event_to_platter: "Der Würfel {die} kommt aufs Silbertablett.",
    event_took: "{name} nimmt {die} {value}.",
    event_plus_one: "{name} nutzt die +1-Aktion für {die} {value}.",
    event_wrote: "{name} trägt {value} in {spot} ein.",
    event_crossed: "{name} kreuzt {spot} an.",
    event_bonus: "Bonus für {name}: {bonus}!",
    event_bonus_lost: "{name} verliert den Bonus „{bonus}“: Der Bereich ist schon voll.",
    event_chose: "{name} wählt: {choice}.",
    event_nothing: "{name} kann diesmal keinen der Würfel eintragen.",
    event_over: "Das Spiel ist vorbei.",
    die_value: "{die} {value}",
    list_comma: ", ",
    step_crossed: "{area} {value} angekreuzt",
    step_wrote: "{area} {value} eingetragen",
    step_whose: "{name}: {what}",
    step_bonuses: "{what} – {bonuses}",
    step_earned: "{bonus} erhalten",
    step_lost: "{bonus} verloren (der Bereich ist schon voll)",
    step_plus_one: "+1-Aktion genutzt",
    step_no_mark: "{die} {value} ohne Eintrag auf ein Würfelfeld gelegt",
    step_platter_one: "Würfel {die} aufs Silbertablett",
    step_platter_many: "Würfel {dice} aufs Silbertablett",
    list_and: "{rest} und {last}",
    step_join: ". ",
    step_end: ".",

    // ---- Why a tap did nothing ----
    refused_die: "Würfel {die}: {why}",
    refused_nothing_to_undo: "Seit dem letzten Wurf gibt es nichts zurückzunehmen.",
    refused_not_yours: "Das ist das Spielblatt von {name}; du kannst es nur ansehen.",
    refused_tap_die_first: "Tippe zuerst auf einen Würfel, dann auf eines der leuchtenden Felder.",
    refused_tap_die_first_plus_one: "Für eine +1-Aktion tippe zuerst auf einen Würfel, dann auf ein leuchtendes Feld; oder tippe auf „Fertig“.",
    refused_import: "Diese Datei lässt sich nicht importieren: {why}",
    refused_computers_turn: "{name} ist ein Computerspieler und entscheidet gerade selbst.",
    refused_replaying: "Das ist eine frühere Stellung: Geh zurück zum Spiel, um weiterzuspielen.",

    // ---- The engine's refusals (each a sentence of its own) ----
    rule_not_now: "Nicht jetzt: {due}",
    rule_bad_roll: "Dieser Wurf ist nicht möglich: {why}.",
    rule_no_reroll: "Du hast keine Neuwurf-Aktion mehr.",
    rule_no_plus_one: "Du hast keine +1-Aktion mehr.",
    rule_not_just_rolled: "Der Würfel {die} ist nicht unter den gerade gewürfelten Würfeln.",
    rule_not_takeable: "Den Würfel {die} darfst du jetzt nicht nehmen.",
    rule_must_enter: "Ein Würfel aus diesem Wurf lässt sich eintragen, also musst du einen wählen und eintragen.",
    rule_must_take_from_platter: "Ein Würfel auf dem Silbertablett lässt sich eintragen, also musst du einen vom Silbertablett nehmen.",
    rule_no_entry_blue: "Der Würfel Blau (Blau + Weiß = {value}) passt jetzt nirgends auf dein Spielblatt.",
    rule_no_entry: "Der Würfel {die} ({value}) passt jetzt nirgends auf dein Spielblatt.",
    rule_wrong_area: "Der Würfel {die} darf nicht in den Bereich {area}.",
    rule_die_used_for_plus_one: "Den Würfel {die} hast du in diesem Zug schon für eine +1-Aktion genutzt.",
    rule_cross_elsewhere: "Das freie Kreuz kommt in den Bereich {area}.",
    rule_game_over: "Das Spiel ist vorbei.",
    due_unlisted: "Das ist gerade kein erlaubter Zug.",
    due_roll: "Zuerst muss gewürfelt werden.",
    due_no_roll: "Jetzt wird nicht gewürfelt.",
    due_free_x: "Wähle zuerst das Feld für dein freies Kreuz.",
    due_round_bonus_area: "Das schwarze Kreuz kommt in Gelb, Blau oder Grün, die schwarze 6 in Orange oder Lila.",
    due_round_bonus: "Wähle den Bonus der 4. Runde: ein schwarzes Kreuz oder eine schwarze 6.",
    due_no_round_bonus: "Der Rundenbonus wird zu Beginn der 4. Runde gewählt.",
    due_no_reroll: "Ein Neuwurf ist nur direkt nach deinem eigenen Wurf möglich, wenn du aktiv bist.",
    due_plus_one_or_finish: "Deine Wahl ist getroffen: Nutze eine +1-Aktion oder beende deinen Zug.",
    due_no_plus_one_yet: "+1-Aktionen nutzt du erst am Ende deines Teils des Zuges.",
    due_die: "Wähle zuerst einen Würfel.",
    due_no_free_x: "Es gibt kein freies Kreuz zu setzen.",
    cell_full: "Der Bereich {area} ist voll.",
    cell_no_open: "Im Bereich {area} ist keine {value} mehr frei.",
    cell_green_needs: "Feld {cell} in Grün braucht mindestens eine {least}.",
    cell_purple_higher: "In Lila muss der Wert höher sein als {previous}.",
    cell_not_next: "Der Bereich {area} wird von links nach rechts gefüllt: Als Nächstes kommt Feld {next}.",
    cell_crossed: "Dieses Feld ist schon angekreuzt.",
    cell_wrong_number: "Dieses Feld zeigt {shows}, nicht {value}.",
    cell_no_such: "Dieses Feld gibt es nicht.",
    roll_too_many: "Ein Wurf hat höchstens 6 Würfel, nicht {n}",
    roll_value: "Der Würfel {die} zeigt {value}, aber Würfel zeigen 1 bis 6",
    roll_twice: "Der Würfel {die} kommt in einem Wurf zweimal vor",
    roll_not_these: "Zu würfeln sind genau: {dice}",

    // ---- Files that cannot be read ----
    setup_players: "Ein Spiel hat 1 bis 4 Spieler, nicht {n}",
    setup_first: "Der Startspieler muss einer der {players} Spieler sein",
    setup_seats: "Die Aufstellung nennt {seats} {seats|Platz|Plätze}, aber das Spiel hat {players} Spieler",
    setup_daily: "Das Datum der Tagesaufgabe muss ein echtes Datum in der Form JJJJ-MM-TT sein, nicht „{date}“",
    json_syntax: "Es ist kein gültiges JSON",
    json_eof: "Es endet mittendrin",
    json_shape: "Es hat nicht den erwarteten Aufbau",
    json_at: "{what} (Zeile {line}, Spalte {column})",
    move_shape: "Es hat nicht den Aufbau eines Zuges",
    move_unknown_die: "Es gibt keinen Würfel „{name}“",
    move_unknown_area: "Es gibt keinen Bereich „{name}“",
    move_too_big: "{n} ist zu groß für ein Feld oder einen Würfel",
    record_malformed: "Das ist keine lesbare Spielaufzeichnung: {why}.",
    record_no_version: "Das ist keine lesbare Spielaufzeichnung: Sie hat keine Version.",
    record_not_a_game: "Das ist keine Aufzeichnung eines Clever-Spiels (Format „{format}“).",
    record_version: "Diese Aufzeichnung hat Version {version}; diese App liest Version {reads}.",
    record_bad_version: "Die Version dieser Aufzeichnung muss eine ganze Zahl sein, nicht {version}.",
    record_setup: "Dieser Spielaufbau ist nicht möglich: {why}.",
    record_move: "Zug {index} ist nicht erlaubt: {why}",
    record_bad_move: "Zug {index} lässt sich nicht lesen: {why}.",
    record_hints: "Die Aufzeichnung zählt Tipps für {counts} {counts|Platz|Plätze}, aber das Spiel hat {players} Spieler.",
    archive_counts: "Der Eintrag hat {players} Spieler, aber {hints} {hints|Tipp|Tipps}, {totals} {totals|Summe|Summen} und {areas} {areas|Bereichsliste|Bereichslisten}.",
    archive_sum: "Die Bereiche von Spieler {player} ergeben zusammen nicht {total}.",
    archive_short: "Die Züge enden, bevor das Spiel vorbei ist.",
    archive_character: "Zeichen {at} der Züge ist kein Zug.",
    archive_not_a_move: "Zug {index} ist kein gültiger Zug.",
    archive_not_these_dice: "Zug {index} ist ein Wurf, aber nicht mit diesen Würfeln.",
    archive_roll: "Zug {index}: {why}.",
    archive_total: "Nach den Zügen hat Spieler {player} insgesamt {total}, nicht {stated}.",
    archive_area: "Nach den Zügen hat Spieler {player} in {area} {score}, nicht {stated}.",
    archive_too_long: "Die Züge gehen nach dem Spielende weiter (Zeichen {at}).",

    // ---- The computer players ----
    worker_not_loaded: "Die Computerspieler konnten nicht geladen werden.",
    worker_stopped: "Die Computerspieler arbeiten nicht mehr.",
    worker_late: "Die Computerspieler haben nicht rechtzeitig geantwortet.",
    try_again: "Erneut versuchen",
    worker_refused: "Die Computerspieler konnten diese Frage nicht beantworten.",
    waiting_not_loaded: "{name} (Computer, {level}) wartet: Die Computerspieler konnten nicht geladen werden.",
    waiting_stopped: "{name} (Computer, {level}) wartet: Die Computerspieler arbeiten nicht mehr.",
    waiting_late: "{name} (Computer, {level}) wartet: Die Computerspieler haben nicht rechtzeitig geantwortet.",
    waiting_refused: "{name} (Computer, {level}) wartet: Die Computerspieler konnten diese Frage nicht beantworten.",
    level_word_easy: "leicht",
    level_word_medium: "mittel",
    level_word_expert: "Experte",

    // ---- The history's storage ----
    archive_reduced: "Der Verlauf ist fast voll: {n} {n|älteres Spiel wird|ältere Spiele werden} jetzt nur noch als Zusammenfassung aufbewahrt (die Punkte zählen weiter in der Statistik).",
    archive_full: "Dieses Spiel konnte nicht im Verlauf aufbewahrt werden: Der Speicher des Browsers ist voll.",

    // ---- An action in a player's words (hints, the review) ----
    action_roll: "Würfeln",
    action_reroll: "Neuwurf",
    action_enters_nowhere: "{die} (passt nirgends)",
    action_blue: "Blau {value} (Blau + Weiß)",
    action_white_as: "Weiß {value} als {area}",
    action_entry: "{area} {value}",
    action_plus_one: "+1: {entry}",
    action_finish: "Beenden",
    action_cross: "Kreuz in {spot}",
    in_yellow: "Gelb",
    in_blue: "Blau",
    in_green: "Grün",
    in_orange: "Orange",
    in_purple: "Lila",
    the_white: "Weiß",
    the_yellow: "Gelb",
    the_blue: "Blau",
    the_green: "Grün",
    the_orange: "Orange",
    the_purple: "Lila",

    // ---- Share ----
    share_daily: "Clever, Tagesaufgabe {day}: ",
    share_plain: "Clever: ",
    share_points: "{n} {n|Punkt|Punkte}",
    share_rating: " ({rating})",
    share_foxes: "Füchse {n}",
    share_expert: "Der Experte mit denselben Würfeln: {n}",
    share_link: "Spiel mit denselben Würfeln: {link}",

    // ---- New game (the setup dialog) ----
    setup_title: "Neues Spiel",
    setup_count_title: "Spieler",
    setup_solo: "Solo",
    setup_count: "{n} Spieler",
    setup_names_title: "Namen",
    setup_player_n: "Spieler {n}",
    setup_who_starts: "Wer beginnt",
    setup_random: "Zufällig",
    setup_solo_extra: "Solo: +1-Aktionen auch als passiver Spieler erlaubt (englische Regel; aus: italienische Regel)",
    setup_start: "Spiel starten",
    setup_versus: "Gegen den Computer spielen",
    setup_daily_button: "Tagesaufgabe",
    setup_resume: "Gespeichertes Spiel fortsetzen",
    setup_cancel: "Abbrechen",
    setup_replaces: "Ein neues Spiel ersetzt das laufende Spiel.",

    // ---- The menu ----
    menu_title: "Menü",
    menu_export: "Spiel exportieren",
    menu_import: "Spiel importieren",
    menu_import_file: "Datei mit der Spielaufzeichnung",
    menu_history: "Verlauf und Statistik",
    menu_export_file_one: "clever-{date}-punkte-{total}.json",
    menu_export_file_many: "clever-{date}-punkte-{totals}.json",
    menu_kept: "Aufbewahrte unlesbare Spielstände",
    menu_kept_save: "Unlesbarer Spielstand {n}",
    menu_kept_file: "clever-unlesbar-{n}.json",
    menu_download: "Herunterladen",
    menu_discard: "Verwerfen",
    menu_discard_save: "Unlesbaren Spielstand {n} verwerfen",
    menu_about: "Über die App",
    menu_version: "Version",
    menu_licence: "Lizenz",
    menu_source: "Quellcode",
    menu_source_text: "Der Quellcode (Rust, MIT-Lizenz) liegt im Git-Repository des Projekts, mit der README, die erklärt, wie man die App baut und installiert.",
    menu_about_text: "Ganz schön clever ist ein Spiel von Wolfgang Warsch (Schmidt Spiele). Nach einem Besuch funktioniert die App auch offline; du kannst sie auf dem Startbildschirm installieren.",

    // ---- The saved game's dialogs ----
    dialog_unreadable: "Das gespeicherte Spiel lässt sich nicht lesen",
    dialog_unreadable_why: "Es stammt vielleicht aus einer neueren Version der App oder wurde von Hand geändert. Nichts wurde gelöscht: Lade den Spielstand herunter, um ihn zu behalten, und beginne dann neu.",
    dialog_not_kept: "Dieser Browser konnte keine Kopie davon aufbewahren (sein Speicher ist voll oder gesperrt). Lade den Spielstand zuerst herunter: Ein Neubeginn ersetzt ihn.",
    dialog_download_save: "Spielstand herunterladen",
    dialog_save_file: "clever-spielstand.json",
    dialog_start_anew: "Neu beginnen",
    dialog_start_anew_no_copy: "Ohne Kopie neu beginnen",
    dialog_elsewhere: "Dieses Spiel ging in einem anderen Tab weiter",
    dialog_elsewhere_why: "Dieser Tab speichert nicht mehr, damit kein dort gemachter Zug verloren geht. Lade das neuere Spiel, um hier weiterzuspielen.",
    dialog_load_newer: "Neueres Spiel laden",

    // ---- Updates ----
    offline_ready: "Eine neue Version ist bereit.",
    offline_reload: "Neu laden",
    offline_version: "{version} ({commit})",
    offline_unknown_commit: "unbekannt",

    // ---- The language, the page ----
    page_title: "Clever",
    language: "Sprache",
    language_failed: "{name} konnte nicht geladen werden. Prüfe die Verbindung und wähle die Sprache noch einmal.",
    ..super::EN
};

#[cfg(test)]
mod tests {
    use crate::app::words::{die_in_sentence, roll_error, step_sentence};
    use crate::engine::{Area, Bonus, Die, Event, RollError, Spot};
    use crate::words::{speak, words, Lang, Words};

    #[test]
    fn a_colour_reads_the_same_in_every_sentence_it_goes_into() {
        speak(Words::of_texts(Lang::De, &super::TEXTS));
        let w = words();
        let said: Vec<String> = Die::ALL
            .into_iter()
            .map(|d| w.rule_not_takeable(&die_in_sentence(&w, d)))
            .collect();
        assert_eq!(said[0], "Den Würfel Weiß darfst du jetzt nicht nehmen.");
        assert_eq!(said[5], "Den Würfel Lila darfst du jetzt nicht nehmen.");
        assert_eq!(
            w.rule_bad_roll(&roll_error(&RollError::Twice(Die::Orange))),
            "Dieser Wurf ist nicht möglich: Der Würfel Orange kommt in einem Wurf zweimal vor."
        );
        let step = [
            Event::Marked {
                player: 0,
                spot: Spot::new(Area::Yellow, 2),
                written: 5,
            },
            Event::BonusEarned {
                player: 0,
                bonus: Bonus::Cross(Area::Blue),
            },
            Event::ToPlatter { die: Die::White },
            Event::ToPlatter { die: Die::Purple },
        ];
        assert_eq!(
            step_sentence(&["Anna".to_string()], &step),
            "Gelb 5 angekreuzt – Kreuz in Blau erhalten. Würfel Weiß und Lila aufs Silbertablett."
        );
        speak(Words::english());
    }
}
