//! A game with friends far apart, by link: every device keeps the record of
//! its own seat; the other seats are played elsewhere, and each of their
//! active turns arrives as a turn link (where its dice lay). A turn that
//! comes early waits in the game until its place; one that comes twice is
//! taken once; scores sent at the end fill the ranking. The links
//! themselves are `link.rs`. Either game plays so (its `Play`): the turns
//! are where the dice lay, the scores each game's own.

use super::dice::DiceLayout;
use super::game::{Game, Play};
use super::link::{
    dice_bytes, GameFingerprint, GameId, Invitation, Link, LinkError, ScoreLink, SeatScore,
    TurnLink,
};
use super::types::{Action, Decision, Event, RuleError, Seat};

/// One active turn of the game: its round and seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnOf {
    pub round: u8,
    pub seat: u8,
}

/// What a link received did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The turn is in (and the ones that waited for it: all, in order).
    Taken(Vec<TurnOf>),
    /// The turn waits: it comes after `before`, which is not here yet (or
    /// is the player's own turn still to play).
    Early { turn: TurnOf, before: TurnOf },
    /// The turn waits for the player's own decisions on the turn before it.
    AfterYours(TurnOf),
    /// The same turn came before: nothing changed.
    Again(TurnOf),
    /// A friend's score is in.
    Score(u8),
    /// The same score came before.
    ScoreAgain(u8),
    /// The invitation of this very game.
    Invitation,
}

/// What of a game by link has been sent (its link exists), and so is final.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sent {
    /// How many of the record's first moves it covers.
    pub moves: usize,
    pub what: SentPart,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SentPart {
    /// The own active turn of that round (and every move before it).
    Turn(TurnOf),
    /// The own score: the game is over.
    Score,
}

/// Why a link received cannot be taken into this game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkRefusal {
    /// Not a link this app can read (damaged, newer, impossible).
    Link(LinkError),
    /// A link of another game (another id, or the other game of the
    /// series).
    OtherGame,
    /// This game is not played by link.
    NotByLink,
    /// The seat is the one played here (its turns are played, not received).
    OwnSeat(u8),
    /// No such seat in this game.
    NoSeat(u8),
    /// The game has fewer rounds.
    NoRound(u8),
    /// Another turn of this seat and round is already in.
    Differs(TurnOf),
    /// Another score of this seat is already in.
    ScoreDiffers(u8),
    /// The rules refuse these dice at their place (a die that cannot be).
    Rule(RuleError),
}

impl Game {
    /// The game's id when it is played by link.
    pub fn link_id(&self) -> Option<GameId> {
        self.setup().by_link
    }

    /// The seat played on this device, in a game played by link.
    pub fn own_seat(&self) -> Option<u8> {
        self.link_id()?;
        (0..self.setup().players.len() as u8)
            .find(|&p| self.setup().seat(p as usize) != Seat::Elsewhere)
    }

    /// The invitation of this game.
    pub fn invitation(&self) -> Option<Invitation> {
        Some(Invitation {
            game: self.link_id()?,
            players: self.setup().players.clone(),
            first: self.setup().first,
            edition: self.edition(),
        })
    }

    /// The turns that arrived before their place, in the order they came.
    pub fn waiting(&self) -> &[TurnLink] {
        &self.waiting
    }

    /// The scores sent by the other seats (one per seat; `None` until it came).
    pub fn received_scores(&self) -> Vec<Option<SeatScore>> {
        self.scores
            .iter()
            .map(|s| s.map(|(score, _)| score))
            .collect()
    }

    /// Every seat's score as known here: the own sheet's, the others' as
    /// sent (`None` until their score link came).
    pub fn scores(&self) -> Vec<Option<SeatScore>> {
        (0..self.players()).map(|p| self.score_known(p)).collect()
    }

    /// Seat `p`'s score as known here: its sheet's, or as its player sent it.
    pub fn score_known(&self, p: u8) -> Option<SeatScore> {
        if self.is_elsewhere(p) {
            self.scores
                .get(p as usize)
                .copied()
                .flatten()
                .map(|(s, _)| s)
        } else {
            Some(self.sheet_score(p))
        }
    }

    /// Seat `p`'s score on the sheet kept here, in its game's terms (a
    /// seat played elsewhere: its empty sheet's).
    pub fn sheet_score(&self, p: u8) -> SeatScore {
        match self.play() {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => SeatScore::Clever(s.score(p)),
            #[cfg(feature = "twice")]
            Play::Twice(s) => SeatScore::Twice(s.score(p)),
        }
    }

    /// The seats whose score has not come yet (none when not by link).
    pub fn scores_missing(&self) -> Vec<u8> {
        if self.link_id().is_none() {
            return Vec::new();
        }
        let scores = self.scores();
        (0..scores.len() as u8)
            .filter(|&p| scores[p as usize].is_none())
            .collect()
    }

    /// By link, once over and every score in: each seat with its place.
    pub fn friends_ranking(&self) -> Option<Vec<(u8, u8)>> {
        if self.link_id().is_none() || !self.is_over() {
            return None;
        }
        let keys: Option<Vec<(i32, i32)>> = self
            .scores()
            .into_iter()
            .map(|s| s.map(|s| (s.total(), s.best_area())))
            .collect();
        Some(super::state::rank_by(&keys?))
    }

    /// The place of `turn` in the game's order of turns (from 0).
    fn turn_index(&self, turn: TurnOf) -> usize {
        let n = self.setup().players.len();
        let from_first = (turn.seat as usize + n - self.setup().first as usize) % n;
        (turn.round as usize - 1) * n + from_first
    }

    /// The turn the game is at: the active seat's (after the last, past it).
    fn turn_now(&self) -> usize {
        let s = self.play();
        if s.is_over() {
            return s.rounds() as usize * s.players() as usize;
        }
        self.turn_index(TurnOf {
            round: s.round().max(1),
            seat: s.active(),
        })
    }

    /// The turn at `index` in the game's order.
    fn turn_at(&self, index: usize) -> TurnOf {
        let n = self.setup().players.len();
        TurnOf {
            round: (index / n) as u8 + 1,
            seat: ((index % n + self.setup().first as usize) % n) as u8,
        }
    }

    /// Where the dice lay after each active turn so far, in order: the
    /// received ones as they came, the own ones as they were played.
    pub fn turns_taken(&self) -> Vec<(TurnOf, DiceLayout)> {
        self.turn_ends()
            .into_iter()
            .map(|(turn, layout, _)| (turn, layout))
            .collect()
    }

    /// Each active turn so far with its dice and the number of moves after
    /// which they all lay (the move that laid the last die included).
    fn turn_ends(&self) -> Vec<(TurnOf, DiceLayout, usize)> {
        let mut out = Vec::new();
        let Ok(mut replay) = Game::new(self.setup().clone()) else {
            return out;
        };
        // The events of the active part being played.
        let mut part: Vec<Event> = Vec::new();
        for (index, &action) in self.moves().iter().enumerate() {
            let turn = TurnOf {
                round: replay.round(),
                seat: replay.active(),
            };
            let Ok(events) = replay.apply(action) else {
                return out;
            };
            if let Action::DiceLayout(layout) = action {
                out.push((turn, layout, index + 1));
                continue;
            }
            part.extend_from_slice(&events);
            if let Some(layout) = DiceLayout::from_events(&part, |d| replay.value(d)) {
                out.push((turn, layout, index + 1));
                part.clear();
            }
        }
        out
    }

    /// By link, the part of the game whose link exists, which no undo may
    /// change: the moves up to the last die of the own latest active turn,
    /// or every move once the game is over (the score's link). `None`
    /// when nothing is sent yet or the game is not played by link.
    pub fn sent(&self) -> Option<Sent> {
        let me = self.own_seat()?;
        if self.is_over() {
            return Some(Sent {
                moves: self.moves().len(),
                what: SentPart::Score,
            });
        }
        let (turn, _, moves) = self
            .turn_ends()
            .into_iter()
            .rev()
            .find(|(t, _, _)| t.seat == me)?;
        Some(Sent {
            moves,
            what: SentPart::Turn(turn),
        })
    }

    /// The game as this device played it, round by round (`GameFingerprint`):
    /// every turn's seat and dice in order, hashed on after each round
    /// whose turns are all in.
    pub fn fingerprint(&self) -> Option<GameFingerprint> {
        let players = self.players() as usize;
        let mut hash = crate::fnv::hash(b"clever turns");
        let mut by_round = [0u16; 6];
        let mut rounds = 0;
        for (i, (turn, layout, _)) in self.turn_ends().iter().enumerate() {
            let mut bytes = [
                turn.round,
                turn.seat,
                layout.fields().len() as u8,
                0,
                0,
                0,
                0,
                0,
                0,
            ];
            for (slot, b) in bytes[3..].iter_mut().zip(dice_bytes(layout)) {
                *slot = b;
            }
            hash = crate::fnv::hash_on(hash, &bytes);
            // A round is whole once its last seat's turn is in.
            if (i + 1) % players == 0 && rounds < 6 {
                by_round[rounds] = (hash ^ hash >> 16 ^ hash >> 32 ^ hash >> 48) as u16;
                rounds += 1;
            }
        }
        GameFingerprint::new(&by_round[..rounds])
    }

    /// By link, once over: the friends whose score came with a game that
    /// is not the one played here, each with the first round that differs.
    pub fn games_differ(&self) -> Vec<(u8, u8)> {
        if self.link_id().is_none() || !self.is_over() {
            return Vec::new();
        }
        let Some(mine) = self.fingerprint() else {
            return Vec::new();
        };
        self.scores
            .iter()
            .enumerate()
            .filter_map(|(seat, sent)| {
                let theirs = sent.as_ref()?.1?;
                Some((seat as u8, mine.differs_from(&theirs)?))
            })
            .collect()
    }

    /// The link of the own seat's last active turn, once its dice lie.
    pub fn own_turn_link(&self) -> Option<TurnLink> {
        let me = self.own_seat()?;
        let (turn, layout) = self
            .turns_taken()
            .into_iter()
            .rev()
            .find(|(t, _)| t.seat == me)?;
        Some(TurnLink {
            game: self.link_id()?,
            round: turn.round,
            seat: me,
            layout,
        })
    }

    /// The own score's link, once the game is over.
    pub fn own_score_link(&self) -> Option<ScoreLink> {
        let me = self.own_seat()?;
        self.is_over().then(|| ScoreLink {
            game: self.link_id().expect("own_seat is by link"),
            seat: me,
            score: self.sheet_score(me),
            fingerprint: self.fingerprint(),
        })
    }

    /// The first turn this game waits for that has not come: the seat's
    /// and round (the own seat's when it is the player's to play).
    pub fn waiting_for(&self) -> Option<TurnOf> {
        self.link_id()?;
        if self.is_over() {
            return None;
        }
        let mut index = self.turn_now();
        // The active turn's dice already lie: the next turn is awaited.
        if self.decision()
            != (Decision::DiceLayout {
                player: self.active(),
            })
            && self.is_elsewhere(self.active())
        {
            index += 1;
        }
        let total = self.play().rounds() as usize * self.players() as usize;
        (index..total).map(|i| self.turn_at(i)).find(|&t| {
            !self
                .waiting
                .iter()
                .any(|w| w.round == t.round && w.seat == t.seat)
        })
    }

    /// Take a link into this game: a friend's turn (applied at its place,
    /// or kept until then), a friend's score, or this game's invitation. On
    /// refusal nothing changes.
    pub fn receive(&mut self, link: &Link) -> Result<Arrival, LinkRefusal> {
        let id = self.link_id().ok_or(LinkRefusal::NotByLink)?;
        if link.game() != id || link.edition() != self.edition() {
            return Err(LinkRefusal::OtherGame);
        }
        match link {
            Link::Invitation(_) => Ok(Arrival::Invitation),
            Link::Score(s) => self.receive_score(s),
            Link::Turn(t) => self.receive_turn(t),
        }
    }

    fn seat_elsewhere(&self, seat: u8) -> Result<(), LinkRefusal> {
        if seat as usize >= self.setup().players.len() {
            return Err(LinkRefusal::NoSeat(seat));
        }
        if !self.is_elsewhere(seat) {
            return Err(LinkRefusal::OwnSeat(seat));
        }
        Ok(())
    }

    fn receive_score(&mut self, link: &ScoreLink) -> Result<Arrival, LinkRefusal> {
        self.seat_elsewhere(link.seat)?;
        let slot = &mut self.scores[link.seat as usize];
        match slot {
            Some(s) if *s == (link.score, link.fingerprint) => Ok(Arrival::ScoreAgain(link.seat)),
            Some(_) => Err(LinkRefusal::ScoreDiffers(link.seat)),
            None => {
                *slot = Some((link.score, link.fingerprint));
                Ok(Arrival::Score(link.seat))
            }
        }
    }

    fn receive_turn(&mut self, link: &TurnLink) -> Result<Arrival, LinkRefusal> {
        self.seat_elsewhere(link.seat)?;
        let turn = TurnOf {
            round: link.round,
            seat: link.seat,
        };
        if link.round > self.play().rounds() {
            return Err(LinkRefusal::NoRound(link.round));
        }
        let index = self.turn_index(turn);
        if let Some((_, layout)) = self.turns_taken().into_iter().find(|(t, _)| *t == turn) {
            return if layout == link.layout {
                Ok(Arrival::Again(turn))
            } else {
                Err(LinkRefusal::Differs(turn))
            };
        }
        if let Some(w) = self
            .waiting
            .iter()
            .find(|w| w.round == turn.round && w.seat == turn.seat)
        {
            return if w.layout == link.layout {
                Ok(Arrival::Again(turn))
            } else {
                Err(LinkRefusal::Differs(turn))
            };
        }
        if index < self.turn_now() {
            // Passed without it: cannot be (every passed turn is taken).
            return Err(LinkRefusal::Differs(turn));
        }
        let mut game = self.clone();
        game.waiting.push(*link);
        let taken = game.take_waiting().map_err(LinkRefusal::Rule)?;
        *self = game;
        if !taken.is_empty() {
            return Ok(Arrival::Taken(taken));
        }
        match self.waiting_for() {
            Some(before) if self.turn_index(before) < index => Ok(Arrival::Early { turn, before }),
            _ => Ok(Arrival::AfterYours(turn)),
        }
    }

    /// Apply the waiting turns whose place has come, in order: the turns
    /// taken. A waiting turn the rules refuse is dropped and named.
    pub fn take_waiting(&mut self) -> Result<Vec<TurnOf>, RuleError> {
        let mut taken = Vec::new();
        loop {
            let Decision::DiceLayout { player } = self.decision() else {
                return Ok(taken);
            };
            let round = self.round();
            let Some(at) = self
                .waiting
                .iter()
                .position(|w| w.round == round && w.seat == player)
            else {
                return Ok(taken);
            };
            let link = self.waiting.remove(at);
            self.apply(Action::DiceLayout(link.layout))?;
            taken.push(TurnOf {
                round,
                seat: player,
            });
        }
    }
}

impl Game {
    /// A record's kept links taken back in (waiting turns, scores); the
    /// index of the first that is not this game's.
    pub(super) fn take_received_links(&mut self, links: &[String]) -> Result<(), usize> {
        for (index, text) in links.iter().enumerate() {
            let link = Link::find(text).map_err(|_| index)?;
            self.receive(&link).map_err(|_| index)?;
        }
        Ok(())
    }
}

impl Invitation {
    /// The setup of seat `me`'s device in this game: that seat here, the
    /// others elsewhere, the app's dice drawn from `seed`.
    pub fn setup(&self, me: u8, seed: u64) -> super::Setup {
        super::Setup {
            players: self.players.clone(),
            first: self.first,
            seed,
            variants: super::Variants::default(),
            seats: super::Setup::one_seat_here(self.players.len(), me as usize),
            daily: None,
            own_dice: false,
            by_link: Some(self.game),
            game: self.edition,
        }
    }
}

/// The links a record keeps besides its moves: the turns waiting and the
/// scores received, as their links (`#…` parts).
pub(super) fn received_links(game: &Game) -> Vec<String> {
    let mut out: Vec<String> = game
        .waiting
        .iter()
        .map(|&t| Link::Turn(t).fragment())
        .collect();
    if let Some(id) = game.link_id() {
        for (seat, sent) in game.scores.iter().enumerate() {
            if let Some((score, fingerprint)) = *sent {
                let link = ScoreLink {
                    game: id,
                    seat: seat as u8,
                    score,
                    fingerprint,
                };
                out.push(Link::Score(link).fragment());
            }
        }
    }
    out
}
