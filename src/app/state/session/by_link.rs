//! The session's inputs in a game with friends far apart: a link taken
//! into the game on the table, an invitation answered, another game put on
//! the table. Which game a link belongs to, and the games kept aside, are
//! storage's (`app/friends.rs`); the rules are the engine's.

use super::{Note, Panel, Refused, Session};
use crate::engine::{Game, Invitation, Link, LinkError};

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
        let setup = invitation.setup(seat, seed);
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

#[cfg(test)]
mod tests {
    use super::super::{Note, Overlay, Refused, Session};
    use crate::engine::{
        Arrival, DiceLayout, Die, Game, GameId, Invitation, Link, LinkError, TurnLink, TurnOf,
    };

    fn invitation() -> Invitation {
        Invitation {
            game: GameId([4, 8, 15, 16, 23, 42]),
            players: vec!["Ann".into(), "Bo".into()],
            first: 1,
            edition: crate::engine::Edition::Clever,
        }
    }

    fn bo_turn(round: u8) -> Link {
        let d = |die, v| (die, v);
        Link::Turn(TurnLink {
            game: invitation().game,
            round,
            seat: 1,
            layout: DiceLayout::new(
                &[d(Die::Yellow, 5), d(Die::Blue, 4), d(Die::Green, 6)],
                &[d(Die::White, 1), d(Die::Orange, 2), d(Die::Purple, 3)],
            )
            .unwrap(),
        })
    }

    #[test]
    fn an_invitation_answered_starts_that_seats_game_and_a_turn_comes_in_once() {
        let solo = Game::new(crate::engine::Setup::solo("Ann", 1)).unwrap();
        let mut t = Session::new(solo, None);
        t.invited(invitation());
        assert_eq!(t.overlay(), Overlay::Join(invitation()));
        assert!(t.join(0, 99));
        assert_eq!(t.overlay(), Overlay::None);
        assert_eq!(t.game().setup(), &invitation().setup(0, 99));
        assert_eq!(t.game().own_seat(), Some(0));
        // Bo starts: his turn comes as a link, once.
        let before = t.revision();
        t.receive_link(&bo_turn(1));
        let turn = TurnOf { round: 1, seat: 1 };
        assert_eq!(t.note(), &Note::Arrived(Arrival::Taken(vec![turn])));
        assert!(t.revision() > before);
        assert_eq!(t.game().moves().len(), 1);
        let game: Game = t.game().clone();
        t.receive_link(&bo_turn(1));
        assert_eq!(t.note(), &Note::Arrived(Arrival::Again(turn)));
        assert_eq!(t.game(), &game);
        // Round 2 comes early: it waits for Ann's own turn.
        t.receive_link(&bo_turn(2));
        assert!(matches!(t.note(), Note::Arrived(Arrival::Early { .. })));
        assert_eq!(t.game().waiting().len(), 1);
        t.refuse_link(LinkError::Damaged);
        assert_eq!(t.note(), &Note::Refused(Refused::Link(LinkError::Damaged)));
        assert_eq!(t.game().waiting().len(), 1);
    }

    #[test]
    fn undo_refuses_a_sent_turn_with_the_reason_and_changes_nothing() {
        let mut invitation = invitation();
        invitation.first = 0;
        let mut game = Game::new(invitation.setup(0, 7)).unwrap();
        let mut bag = crate::engine::DiceBag::new(7);
        // Ann plays her whole active turn: its link exists once her dice lie.
        while game.own_turn_link().is_none() {
            if game.roll_from(&mut bag).is_err() {
                let first = game.legal_actions()[0];
                game.apply(first).unwrap();
            }
        }
        let mut t = Session::new(game.clone(), None);
        let sent = crate::engine::SentPart::Turn(TurnOf { round: 1, seat: 0 });
        assert_eq!(
            t.game().undo_refusal(),
            Some(crate::engine::NoUndo::Sent(sent))
        );
        let before = t.revision();
        t.undo();
        assert_eq!(t.note(), &Note::Refused(Refused::Sent(sent)));
        assert_eq!(t.game(), &game);
        assert_eq!(t.revision(), before);
        let names = vec!["Ann".to_string(), "Bo".to_string()];
        let said = crate::app::state::phrases::refused_sentence(&Refused::Sent(sent), &names);
        assert!(said.contains("round 1") && said.contains("final"), "{said}");
    }
}
