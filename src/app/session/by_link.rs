//! The session's inputs in a game with friends far apart: a link taken
//! into the game on the table, an invitation answered, another game put on
//! the table. Which game a link belongs to, and the games kept aside, are
//! storage's (`app/friends.rs`); the rules are the engine's.

use super::{Note, Panel, Refused, Session};
use crate::engine::{Game, GameId, Invitation, Link, LinkError, Seat, Setup, Variants};

impl Session {
    /// A link of the game on the table: the engine takes it (a friend's
    /// turn at its place or kept, a score) or says why not.
    pub fn receive_link(&mut self, link: &Link) {
        let mut game = self.game.clone();
        match game.receive(link) {
            Ok(arrival) => {
                if game != self.game {
                    self.commit(game, Vec::new());
                }
                self.note = Note::Arrived(arrival);
            }
            Err(e) => self.refuse(Refused::LinkRefused(e)),
        }
    }

    /// A text that holds no link this app can follow.
    pub fn refuse_link(&mut self, why: LinkError) {
        self.refuse(Refused::Link(why));
    }

    /// A turn or score of a game this device never joined.
    pub fn unknown_game(&mut self) {
        self.refuse(Refused::UnknownGame);
    }

    /// An invitation opened: the player says who they are first.
    pub fn invited(&mut self, invitation: Invitation) {
        if matches!(self.panel, Panel::None | Panel::Setup | Panel::Join(_)) {
            self.panel = Panel::Join(invitation);
        }
    }

    /// The invitation answered: this device plays `seat`, with the app's
    /// dice drawn from `seed`.
    pub fn join(&mut self, seat: u8, seed: u64) -> bool {
        let Panel::Join(invitation) = &self.panel else {
            return false;
        };
        let setup = setup_by_link(invitation, seat, seed);
        self.new_game(setup)
    }

    /// The invitation put aside unanswered.
    pub fn not_now(&mut self) {
        if matches!(self.panel, Panel::Join(_)) {
            self.panel = Panel::None;
        }
    }

    /// Another game takes the table (one kept aside, or a link's).
    pub fn switch_to(&mut self, game: Game) {
        self.start_over(game);
    }
}

/// The setup of seat `me`'s device in the game of `invitation`.
pub fn setup_by_link(invitation: &Invitation, me: u8, seed: u64) -> Setup {
    let n = invitation.players.len();
    Setup {
        players: invitation.players.clone(),
        first: invitation.first,
        seed,
        variants: Variants::default(),
        seats: (0..n)
            .map(|i| {
                if i == me as usize {
                    Seat::Person
                } else {
                    Seat::Elsewhere
                }
            })
            .collect(),
        daily: None,
        own_dice: false,
        by_link: Some(GameId(invitation.game.0)),
    }
}
