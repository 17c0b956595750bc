//! The links friends far apart send each other (docs/game-record.md, "Play
//! by link"): an invitation (the game's id, names and who starts), a turn
//! (where one seat's six dice lay after its active turn) and a score (one
//! seat's areas and foxes at the end). Each is a few bytes written in
//! base64url after `#join=`, `#turn=` or `#score=`, closed by a 32-bit
//! FNV-1a checksum of its kind and bytes, so a damaged link is refused
//! rather than read wrong: a changed byte always changes the checksum.
//! Either game plays by link: the version byte says which (3: the sequel).

use super::dice::{DiceLayout, DiceLayoutError, Die};
use super::printed::{Area, ByArea};
use super::sheet::Score;
#[cfg(feature = "twice")]
use super::twice::TwiceScore;
use super::types::Edition;
use super::MAX_PLAYERS;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// The links' format; a newer app's link says so rather than "damaged".
const VERSION: u8 = 1;
/// A score link with the game's fingerprint (an app of format 1 calls it
/// newer, which it is).
const VERSION_FINGERPRINT: u8 = 2;
/// A link of Twice as Clever, any kind: the bytes of the first game's
/// (a score with its fingerprint) with the sequel's dice and signed areas.
/// An app of format 1 or 2 calls it newer; a build without the sequel
/// refuses it as a game it does not play (`LinkError::Game`). The page's
/// loader (scripts/both-apps.mjs) reads this first byte too, before any
/// wasm loads, to open the sequel's app: change both together.
const VERSION_TWICE: u8 = 3;
/// Names as the setup keeps them: at most 20 characters (80 bytes).
const NAME_BYTES: usize = 80;

/// A game played by link: six random bytes, written as 8 characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameId(pub [u8; 6]);

impl GameId {
    pub fn text(self) -> String {
        encode(&self.0)
    }

    /// The id as written (8 base64url characters).
    pub fn read(text: &str) -> Option<GameId> {
        let bytes = decode(text)?;
        Some(GameId(bytes.try_into().ok()?))
    }
}

// In a record: its 8 characters.
impl serde::Serialize for GameId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}

impl<'de> serde::Deserialize<'de> for GameId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameId, D::Error> {
        let text = String::deserialize(d)?;
        GameId::read(&text).ok_or_else(|| serde::de::Error::custom("not a game's id"))
    }
}

/// The invitation: the game, its players in seat order, who starts, and
/// which game of the series it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    pub game: GameId,
    pub players: Vec<String>,
    pub first: u8,
    pub edition: Edition,
}

/// One seat's active turn, as the dice lay at its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnLink {
    pub game: GameId,
    pub round: u8,
    pub seat: u8,
    pub layout: DiceLayout,
}

/// One seat's score at the end: its areas and foxes (the total follows),
/// and the game as that seat's device played it (none from format 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreLink {
    pub game: GameId,
    pub seat: u8,
    pub score: SeatScore,
    pub fingerprint: Option<GameFingerprint>,
}

/// A seat's score in its game's terms: what a score link carries, and what
/// a game by link knows of each seat (`Game::scores`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatScore {
    Clever(Score),
    /// The sequel's: signed (green and the foxes can be worth less than
    /// nothing).
    #[cfg(feature = "twice")]
    Twice(TwiceScore),
}

impl SeatScore {
    /// Which game's score this is.
    pub fn edition(&self) -> Edition {
        match self {
            SeatScore::Clever(_) => Edition::Clever,
            #[cfg(feature = "twice")]
            SeatScore::Twice(_) => Edition::Twice,
        }
    }

    pub fn total(&self) -> i32 {
        match self {
            SeatScore::Clever(s) => i32::from(s.total),
            #[cfg(feature = "twice")]
            SeatScore::Twice(s) => i32::from(s.total),
        }
    }

    /// The highest single area score (the tie-break of the ranking).
    pub fn best_area(&self) -> i32 {
        match self {
            SeatScore::Clever(s) => i32::from(s.best_area()),
            #[cfg(feature = "twice")]
            SeatScore::Twice(s) => i32::from(s.best_area()),
        }
    }

    /// Each area's points, in the order of its game's sheet
    /// (`Edition::areas`).
    pub fn areas(&self) -> [i32; 5] {
        match self {
            SeatScore::Clever(s) => Area::ALL.map(|a| i32::from(s.area(a))),
            #[cfg(feature = "twice")]
            SeatScore::Twice(s) => s.areas.map(i32::from),
        }
    }

    pub fn foxes(&self) -> u8 {
        match self {
            SeatScore::Clever(s) => s.foxes,
            #[cfg(feature = "twice")]
            SeatScore::Twice(s) => s.foxes,
        }
    }

    /// Foxes × the lowest area score.
    pub fn fox_points(&self) -> i32 {
        match self {
            SeatScore::Clever(s) => i32::from(s.fox_points),
            #[cfg(feature = "twice")]
            SeatScore::Twice(s) => i32::from(s.fox_points),
        }
    }

    /// What each fox is worth: the lowest area score.
    pub fn lowest_area(&self) -> i32 {
        self.areas().into_iter().min().unwrap_or(0)
    }

    /// The first game's score, if it is one.
    pub fn clever(&self) -> Option<Score> {
        match self {
            SeatScore::Clever(s) => Some(*s),
            #[cfg(feature = "twice")]
            SeatScore::Twice(_) => None,
        }
    }

    /// The sequel's score, if it is one.
    #[cfg(feature = "twice")]
    pub fn twice(&self) -> Option<TwiceScore> {
        match self {
            SeatScore::Twice(s) => Some(*s),
            SeatScore::Clever(_) => None,
        }
    }
}

/// A game as one device played it, turn by turn: after each round, 16 bits
/// of a hash of every turn's dice so far (the round's and all before it).
/// Two devices that hold the same turns have the same fingerprint; the
/// first round whose hashes differ is where their games part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameFingerprint {
    rounds: u8,
    hashes: [u16; 6],
}

impl GameFingerprint {
    /// From the hash after each round (at most six).
    pub fn new(by_round: &[u16]) -> Option<GameFingerprint> {
        let mut print = GameFingerprint {
            rounds: by_round.len() as u8,
            hashes: [0; 6],
        };
        if by_round.len() > 6 {
            return None;
        }
        for (slot, &h) in print.hashes.iter_mut().zip(by_round) {
            *slot = h;
        }
        Some(print)
    }

    /// The hash after each round, in order.
    pub fn by_round(&self) -> &[u16] {
        &self.hashes[..self.rounds as usize]
    }

    /// The first round (from 1) where `other` played another game; `None`
    /// when both agree on every round.
    pub fn differs_from(&self, other: &GameFingerprint) -> Option<u8> {
        let (a, b) = (self.by_round(), other.by_round());
        match a.iter().zip(b).position(|(x, y)| x != y) {
            Some(at) => Some(at as u8 + 1),
            None if a.len() != b.len() => Some(a.len().min(b.len()) as u8 + 1),
            None => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    Invitation(Invitation),
    Turn(TurnLink),
    Score(ScoreLink),
}

/// Why a text is not a link this app can follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// No `#join=`, `#turn=` or `#score=` in it.
    NotALink,
    /// Cut, changed or mistyped: its checksum does not hold.
    Damaged,
    /// Written by a newer version of the app.
    Newer,
    /// Whole, but what it says cannot be: the players, a seat, a round.
    Impossible,
    /// Whole, but its dice cannot lie so.
    Dice(DiceLayoutError),
    /// Whole, but of a game this build does not play (the sequel's link,
    /// read by the first game's app).
    Game(Edition),
}

/// The three kinds, as the address writes them.
const KINDS: [&str; 3] = ["join", "turn", "score"];

impl Link {
    fn kind(&self) -> &'static str {
        match self {
            Link::Invitation(_) => KINDS[0],
            Link::Turn(_) => KINDS[1],
            Link::Score(_) => KINDS[2],
        }
    }

    pub fn game(&self) -> GameId {
        match self {
            Link::Invitation(i) => i.game,
            Link::Turn(t) => t.game,
            Link::Score(s) => s.game,
        }
    }

    /// Which game of the series the link is of: the invitation says so, a
    /// turn's dice and a score's areas are that game's.
    pub fn edition(&self) -> Edition {
        match self {
            Link::Invitation(i) => i.edition,
            Link::Turn(t) => layout_edition(&t.layout),
            Link::Score(s) => s.score.edition(),
        }
    }

    /// The link's part after `#`: `turn=AQID…`.
    pub fn fragment(&self) -> String {
        let version = match self {
            _ if self.edition() != Edition::Clever => VERSION_TWICE,
            Link::Score(ScoreLink {
                fingerprint: Some(_),
                ..
            }) => VERSION_FINGERPRINT,
            _ => VERSION,
        };
        let mut bytes = vec![version];
        match self {
            Link::Invitation(i) => {
                bytes.extend(i.game.0);
                bytes.push((i.players.len() as u8) << 4 | i.first);
                for name in &i.players {
                    let name = &name.as_bytes()[..name.len().min(NAME_BYTES)];
                    bytes.push(name.len() as u8);
                    bytes.extend(name);
                }
            }
            Link::Turn(t) => {
                bytes.extend(t.game.0);
                bytes.push(t.round << 4 | t.seat << 2 | t.layout.fields().len() as u8);
                bytes.extend(dice_bytes(&t.layout));
            }
            Link::Score(s) => {
                bytes.extend(s.game.0);
                bytes.push(s.seat);
                match s.score {
                    SeatScore::Clever(score) => {
                        for area in Area::ALL {
                            bytes.extend(score.areas[area].to_be_bytes());
                        }
                        bytes.push(score.foxes);
                    }
                    // Signed, in `Area::TWICE` order (silver … pink).
                    #[cfg(feature = "twice")]
                    SeatScore::Twice(score) => {
                        for points in score.areas {
                            bytes.extend(points.to_be_bytes());
                        }
                        bytes.push(score.foxes);
                    }
                }
                for hash in s.fingerprint.iter().flat_map(|f| f.by_round()) {
                    bytes.extend(hash.to_be_bytes());
                }
            }
        }
        let sum = checksum(self.kind(), &bytes);
        bytes.extend(sum);
        format!("{}={}", self.kind(), encode(&bytes))
    }

    /// The first link in `text` (an address, a chat message, the fragment
    /// alone): what it says, or why it cannot be followed.
    pub fn find(text: &str) -> Result<Link, LinkError> {
        // `#turn=` in an address, or `turn=` at the start: the first one.
        let bytes = text.as_bytes();
        let (kind, rest) = (0..bytes.len())
            .filter(|&at| at == 0 || bytes[at - 1] == b'#')
            .find_map(|at| {
                KINDS.iter().find_map(|&kind| {
                    let after = at + kind.len();
                    (bytes[at..].starts_with(kind.as_bytes()) && bytes.get(after) == Some(&b'='))
                        .then(|| (kind, &text[after + 1..]))
                })
            })
            .ok_or(LinkError::NotALink)?;
        let end = rest
            .bytes()
            .position(|b| !ALPHABET.contains(&b))
            .unwrap_or(rest.len());
        let bytes = decode(&rest[..end]).ok_or(LinkError::Damaged)?;
        if bytes.len() < 5 {
            return Err(LinkError::Damaged);
        }
        let (body, sum) = bytes.split_at(bytes.len() - 4);
        if checksum(kind, body) != sum {
            return Err(LinkError::Damaged);
        }
        match (body[0], kind) {
            (VERSION, _) | (VERSION_FINGERPRINT, "score") => {}
            (VERSION_TWICE, _) if cfg!(feature = "twice") => {}
            (VERSION_TWICE, _) => return Err(LinkError::Game(Edition::Twice)),
            _ => return Err(LinkError::Newer),
        }
        read(kind, body[0], &body[1..]).ok_or(LinkError::Impossible)?
    }
}

/// A link's body after its `version` byte, by kind: `None` when its
/// length or a count cannot be; the dice are checked last.
fn read(kind: &str, version: u8, b: &[u8]) -> Option<Result<Link, LinkError>> {
    // (A build without the sequel refused its links before: none here.)
    let edition = match version {
        #[cfg(feature = "twice")]
        VERSION_TWICE => Edition::Twice,
        _ => Edition::Clever,
    };
    let game = GameId(b.get(..6)?.try_into().ok()?);
    let b = &b[6..];
    match kind {
        "join" => {
            let (&head, mut rest) = b.split_first()?;
            let (n, first) = (head >> 4, head & 15);
            if !(2..=MAX_PLAYERS as u8).contains(&n) || first >= n {
                return None;
            }
            let mut players = Vec::new();
            for _ in 0..n {
                let (&len, tail) = rest.split_first()?;
                let name = tail.get(..len as usize)?;
                players.push(String::from_utf8(name.to_vec()).ok()?);
                rest = &tail[len as usize..];
            }
            rest.is_empty().then_some(Ok(Link::Invitation(Invitation {
                game,
                players,
                first,
                edition,
            })))
        }
        "turn" => {
            let [head, dice @ ..] = b else { return None };
            let dice: &[u8; 6] = dice.try_into().ok()?;
            let (round, seat, fields) = (head >> 4, head >> 2 & 3, (head & 3) as usize);
            if !(1..=6).contains(&round) {
                return None;
            }
            // The first game's dice by `Die::ALL`; the sequel's by their
            // index (pink 6, silver 7).
            let dice_of: &[Die] = match edition {
                Edition::Clever => &Die::ALL,
                Edition::Twice => &Die::BY_INDEX,
            };
            let mut read = [(Die::White, 0); 6];
            for (slot, &code) in read.iter_mut().zip(dice) {
                *slot = (*dice_of.get((code / 8) as usize)?, code % 8);
            }
            let layout = DiceLayout::new(&read[..fields], &read[fields..]).and_then(|l| {
                match edition {
                    Edition::Clever => l.check(),
                    Edition::Twice => l.check_twice(),
                }
                .map(|_| l)
            });
            Some(match layout {
                Ok(layout) => Ok(Link::Turn(TurnLink {
                    game,
                    round,
                    seat,
                    layout,
                })),
                Err(e) => Err(LinkError::Dice(e)),
            })
        }
        _ => {
            let [seat, rest @ ..] = b else { return None };
            let (rest, hashes) = rest.split_at_checked(11)?;
            // Format 2: 2 bytes a round, 1 to 6 rounds; format 1: none;
            // the sequel's: either.
            let fingerprint = match (version, hashes.len()) {
                (VERSION | VERSION_TWICE, 0) => None,
                (VERSION_FINGERPRINT | VERSION_TWICE, n @ 2..=12) if n % 2 == 0 => {
                    let mut print = GameFingerprint {
                        rounds: (n / 2) as u8,
                        hashes: [0; 6],
                    };
                    for (slot, h) in print.hashes.iter_mut().zip(hashes.chunks_exact(2)) {
                        *slot = u16::from_be_bytes([h[0], h[1]]);
                    }
                    Some(print)
                }
                _ => return None,
            };
            if *seat as usize >= MAX_PLAYERS {
                return None;
            }
            let pair = |i: usize| [rest[2 * i], rest[2 * i + 1]];
            let score = match edition {
                Edition::Clever => SeatScore::Clever(score_of(
                    ByArea::from_fn(|a| u16::from_be_bytes(pair(a.index()))),
                    rest[10],
                )),
                #[cfg(feature = "twice")]
                Edition::Twice => SeatScore::Twice(TwiceScore::of(
                    std::array::from_fn(|i| i16::from_be_bytes(pair(i))),
                    rest[10],
                )?),
                // Refused before (`LinkError::Game`).
                #[cfg(not(feature = "twice"))]
                Edition::Twice => return None,
            };
            Some(Ok(Link::Score(ScoreLink {
                game,
                seat: *seat,
                score,
                fingerprint,
            })))
        }
    }
}

/// The game whose dice lie in `layout`: the sequel's, when a die is not
/// the first game's.
#[cfg(feature = "twice")]
fn layout_edition(layout: &DiceLayout) -> Edition {
    let mut dice = layout.fields().iter().chain(layout.platter());
    match dice.any(|(die, _)| !Die::ALL.contains(die)) {
        true => Edition::Twice,
        false => Edition::Clever,
    }
}

/// A build without the sequel lays only the first game's dice.
#[cfg(not(feature = "twice"))]
fn layout_edition(_: &DiceLayout) -> Edition {
    Edition::Clever
}

/// The six dice of a layout as a link writes them, fields first.
pub(super) fn dice_bytes(layout: &DiceLayout) -> impl Iterator<Item = u8> + '_ {
    let dice = layout.fields().iter().chain(layout.platter());
    dice.map(|&(die, value)| die.index() as u8 * 8 + value)
}

/// A score from its areas and foxes, as a sheet counts it.
pub fn score_of(areas: ByArea<u16>, foxes: u8) -> Score {
    let mut score = Score {
        areas,
        foxes,
        fox_points: 0,
        total: 0,
    };
    score.fox_points = foxes as u16 * score.lowest_area();
    score.total = areas.values().sum::<u16>() + score.fox_points;
    score
}

/// The low 32 bits of FNV-1a over the kind and the bytes: each byte's step
/// is a bijection of the state, so one changed byte always changes it.
fn checksum(kind: &str, bytes: &[u8]) -> [u8; 4] {
    let hash = crate::fnv::hash_on(crate::fnv::hash(kind.as_bytes()), bytes);
    (hash as u32).to_be_bytes()
}

/// base64url without padding.
fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// base64url without padding; `None` unless written exactly as `encode`
/// writes (so no two texts read as the same bytes).
fn decode(text: &str) -> Option<Vec<u8>> {
    let mut bits = 0u32;
    let mut held = 0;
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for b in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == b)? as u32;
        bits = bits << 6 | v;
        held += 6;
        if held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
            bits &= (1 << held) - 1;
        }
    }
    (encode(&out) == text).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id() -> GameId {
        GameId([7, 200, 13, 0, 255, 42])
    }

    fn turn(fields: &[(Die, u8)], platter: &[(Die, u8)]) -> Link {
        Link::Turn(TurnLink {
            game: id(),
            round: 3,
            seat: 2,
            layout: DiceLayout::new(fields, platter).unwrap(),
        })
    }

    fn samples() -> Vec<Link> {
        use Die::*;
        vec![
            Link::Invitation(Invitation {
                game: id(),
                players: vec!["Anna".into(), "Bó".into(), "Чаплин".into()],
                first: 2,
                edition: Edition::Clever,
            }),
            turn(
                &[(Yellow, 5), (White, 6), (Purple, 1)],
                &[(Blue, 2), (Green, 1), (Orange, 4)],
            ),
            turn(
                &[(Green, 6)],
                &[(Blue, 2), (White, 1), (Orange, 4), (Yellow, 3), (Purple, 5)],
            ),
            Link::Score(ScoreLink {
                game: id(),
                seat: 3,
                score: SeatScore::Clever(score_of(
                    ByArea::from_fn(|a| 10 + 7 * a.index() as u16),
                    3,
                )),
                fingerprint: None,
            }),
            Link::Score(ScoreLink {
                game: id(),
                seat: 1,
                score: SeatScore::Clever(score_of(
                    ByArea::from_fn(|a| 20 + 3 * a.index() as u16),
                    2,
                )),
                fingerprint: GameFingerprint::new(&[1, 0xffff, 300, 0, 7, 0x8000]),
            }),
            Link::Score(ScoreLink {
                game: id(),
                seat: 0,
                score: SeatScore::Clever(score_of(ByArea::from_fn(|a| 5 * a.index() as u16), 0)),
                fingerprint: GameFingerprint::new(&[9, 8, 7, 6]),
            }),
        ]
    }

    #[test]
    fn a_score_link_of_format_one_still_reads_and_a_fingerprinted_one_is_newer_to_it() {
        // Written by the app before fingerprints (format 1, 11 bytes of score).
        let old = "score=AQfIDQD_KgMACgARABgAHwAmAxmvQjc";
        let Ok(Link::Score(read)) = Link::find(old) else {
            panic!("{:?}", Link::find(old));
        };
        assert_eq!(read.fingerprint, None);
        assert_eq!(read.score.total(), 10 + 17 + 24 + 31 + 38 + 3 * 10);
        assert_eq!(Link::Score(read).fragment(), old);
        // A fingerprinted score is format 2: an app of format 1 (whose
        // reader accepts only its own version) calls it newer.
        let new = samples()[4].fragment();
        let bytes = decode(new.split_once('=').unwrap().1).unwrap();
        assert_eq!(bytes[0], VERSION_FINGERPRINT);
        assert_ne!(bytes[0], VERSION);
    }

    #[test]
    fn fingerprints_name_the_first_round_that_differs() {
        let a = GameFingerprint::new(&[1, 2, 3, 4, 5, 6]).unwrap();
        assert_eq!(a.differs_from(&a), None);
        let b = GameFingerprint::new(&[1, 2, 9, 4, 5, 6]).unwrap();
        assert_eq!(a.differs_from(&b), Some(3));
        assert_eq!(b.differs_from(&a), Some(3));
        let short = GameFingerprint::new(&[1, 2, 3, 4]).unwrap();
        assert_eq!(a.differs_from(&short), Some(5));
        assert_eq!(GameFingerprint::new(&[0; 7]), None);
    }

    #[test]
    fn every_kind_of_link_round_trips_inside_an_address_or_a_message() {
        for link in samples() {
            let fragment = link.fragment();
            assert_eq!(Link::find(&fragment), Ok(link.clone()));
            let address = format!("https://example.github.io/clever/#{fragment}");
            assert_eq!(Link::find(&address), Ok(link.clone()));
            let message = format!("My turn: https://x.io/#{fragment}. Your go!");
            assert_eq!(Link::find(&message), Ok(link.clone()));
        }
    }

    #[test]
    fn every_layout_of_a_seat_round_trips() {
        // Every die on every field count, values cycling, every round and seat.
        for fields in 1..=3 {
            for shift in 0..6 {
                let dice: Vec<(Die, u8)> = (0..6)
                    .map(|i| (Die::ALL[(i + shift) % 6], ((i + shift * 5) % 6 + 1) as u8))
                    .collect();
                for round in 1..=6 {
                    for seat in 0..4 {
                        let link = Link::Turn(TurnLink {
                            game: id(),
                            round,
                            seat,
                            layout: DiceLayout::new(&dice[..fields], &dice[fields..]).unwrap(),
                        });
                        assert_eq!(Link::find(&link.fragment()), Ok(link));
                    }
                }
            }
        }
    }

    #[test]
    fn a_changed_byte_or_character_is_refused_as_damaged() {
        for link in samples() {
            let fragment = link.fragment();
            let (kind, text) = fragment.split_once('=').unwrap();
            let bytes = decode(text).unwrap();
            for at in 0..bytes.len() {
                for value in 0..=255u8 {
                    if value == bytes[at] {
                        continue;
                    }
                    let mut changed = bytes.clone();
                    changed[at] = value;
                    let read = Link::find(&format!("{kind}={}", encode(&changed)));
                    assert_eq!(read, Err(LinkError::Damaged), "byte {at} = {value}");
                }
            }
            for at in 0..text.len() {
                for &c in ALPHABET {
                    if c == text.as_bytes()[at] {
                        continue;
                    }
                    let mut changed = text.as_bytes().to_vec();
                    changed[at] = c;
                    let changed = String::from_utf8(changed).unwrap();
                    let read = Link::find(&format!("{kind}={changed}"));
                    assert_eq!(
                        read,
                        Err(LinkError::Damaged),
                        "character {at} = {}",
                        c as char
                    );
                }
            }
            // Cut short, or a character lost in the middle.
            for len in 0..text.len() {
                let cut = Link::find(&format!("{kind}={}", &text[..len]));
                assert_eq!(cut, Err(LinkError::Damaged), "cut at {len}");
                let lost = format!("{kind}={}{}", &text[..len], &text[len + 1..]);
                assert_eq!(Link::find(&lost), Err(LinkError::Damaged), "lost {len}");
            }
            // A turn's bytes under another kind's name.
            for other in KINDS.iter().filter(|&&k| k != kind) {
                assert_eq!(
                    Link::find(&format!("{other}={text}")),
                    Err(LinkError::Damaged)
                );
            }
        }
    }

    #[test]
    fn whole_links_that_say_what_cannot_be_are_refused_with_the_reason() {
        let signed = |kind: &str, body: &[u8]| {
            let mut bytes = body.to_vec();
            bytes.extend(checksum(kind, body));
            format!("{kind}={}", encode(&bytes))
        };
        let mut turn = vec![VERSION, 7, 200, 13, 0, 255, 42, 3 << 4 | 1 << 2 | 3];
        turn.extend([5, 8 + 6, 16 + 2, 24 + 3, 32 + 4, 40 + 1]);
        assert!(matches!(
            Link::find(&signed("turn", &turn)),
            Ok(Link::Turn(_))
        ));
        let mut seven = turn.clone();
        seven[9] = 8 + 7;
        assert_eq!(
            Link::find(&signed("turn", &seven)),
            Err(LinkError::Dice(DiceLayoutError::Value {
                die: Die::Yellow,
                value: 7
            }))
        );
        let mut twice = turn.clone();
        twice[9] = 16 + 6;
        assert_eq!(
            Link::find(&signed("turn", &twice)),
            Err(LinkError::Dice(DiceLayoutError::Twice(Die::Blue)))
        );
        let mut no_field = turn.clone();
        no_field[7] &= !3;
        assert_eq!(
            Link::find(&signed("turn", &no_field)),
            Err(LinkError::Dice(DiceLayoutError::Fields(0)))
        );
        let mut round_nine = turn.clone();
        round_nine[7] = 9 << 4 | 3;
        assert_eq!(
            Link::find(&signed("turn", &round_nine)),
            Err(LinkError::Impossible)
        );
        let mut newer = turn.clone();
        newer[0] = 2;
        assert_eq!(Link::find(&signed("turn", &newer)), Err(LinkError::Newer));
        let one_player = [VERSION, 1, 2, 3, 4, 5, 6, 1 << 4, 1, b'A'];
        assert_eq!(
            Link::find(&signed("join", &one_player)),
            Err(LinkError::Impossible)
        );
        assert_eq!(Link::find("hello"), Err(LinkError::NotALink));
        assert_eq!(
            Link::find("https://x.io/?return=5"),
            Err(LinkError::NotALink)
        );
    }

    #[test]
    fn a_turn_link_is_short_enough_for_a_chat_message() {
        let link = &samples()[1];
        let address = format!("https://someone.github.io/clever/#{}", link.fragment());
        println!("a turn link: {address} ({} characters)", address.len());
        assert_eq!(link.fragment().len(), "turn=".len() + 24);
        let invitation = &samples()[0];
        assert!(
            invitation.fragment().len() < 80,
            "{}",
            invitation.fragment()
        );
    }

    #[test]
    fn a_sequel_link_reads_with_the_sequels_dice_or_is_refused_by_a_build_without_it() {
        let signed = |kind: &str, body: &[u8]| {
            let mut bytes = body.to_vec();
            bytes.extend(checksum(kind, body));
            format!("{kind}={}", encode(&bytes))
        };
        // Round 2, seat 1, no die on the fields (every roll given up).
        let mut turn = vec![VERSION_TWICE, 7, 200, 13, 0, 255, 42, 2 << 4 | 1 << 2];
        turn.extend([5, 8 + 6, 16 + 2, 24 + 3, 48 + 4, 56 + 1]);
        let read = Link::find(&signed("turn", &turn));
        #[cfg(feature = "twice")]
        {
            let Ok(Link::Turn(t)) = read else {
                panic!("{read:?}")
            };
            assert_eq!(t.layout.fields(), &[]);
            assert_eq!(t.layout.platter()[5], (Die::Silver, 1));
            assert_eq!(Link::Turn(t).fragment(), signed("turn", &turn));
            // The first game's orange is no die of the sequel.
            let mut orange = turn.clone();
            orange[12] = 32 + 4;
            assert_eq!(
                Link::find(&signed("turn", &orange)),
                Err(LinkError::Dice(DiceLayoutError::Missing(Die::Pink)))
            );
            // The same dice in a link of version 1: no such die there.
            let mut old = turn.clone();
            old[0] = VERSION;
            assert_eq!(
                Link::find(&signed("turn", &old)),
                Err(LinkError::Impossible)
            );
            // A signed score: green below zero.
            let score = ScoreLink {
                game: id(),
                seat: 1,
                score: SeatScore::Twice(TwiceScore::of([30, 21, 28, -2, 40], 2).unwrap()),
                fingerprint: GameFingerprint::new(&[1, 2, 3, 4]),
            };
            assert_eq!(score.score.total(), 113);
            let text = Link::Score(score).fragment();
            assert_eq!(Link::find(&text), Ok(Link::Score(score)));
        }
        #[cfg(not(feature = "twice"))]
        assert_eq!(read, Err(LinkError::Game(Edition::Twice)));
    }

    #[test]
    fn game_ids_are_eight_characters() {
        assert_eq!(id().text().len(), 8);
        assert_eq!(GameId::read(&id().text()), Some(id()));
        assert_eq!(GameId::read("short"), None);
    }
}
