//! What covers the table and how a person moves about it: the overlay
//! (decided in one place), the setup and history panels, the sheet looked
//! at, the hand-over of the tablet, the unreadable save dismissed.

use super::{Overlay, Panel, Session};
use crate::engine::Seat;

impl Session {
    /// The seat the tablet must go to first: the deciding player when someone
    /// else holds it (never solo, never at the end).
    /// Only between people: computers need no tablet.
    pub fn hand_over_to(&self) -> Option<u8> {
        let p = self.decision().player()?;
        let people = (0..self.game.players())
            .filter(|&s| self.seat(s) == Seat::Person)
            .count();
        (people > 1 && self.seat(p) == Seat::Person && self.holder != Some(p)).then_some(p)
    }

    pub fn overlay(&self) -> Overlay {
        match &self.panel {
            Panel::Unreadable(b) => Overlay::Unreadable(b.clone()),
            Panel::OtherTab => Overlay::OtherTab,
            Panel::Setup => Overlay::Setup,
            Panel::History => Overlay::History,
            Panel::Join(i) => Overlay::Join(i.clone()),
            Panel::None => self.hand_over_to().map_or(Overlay::None, Overlay::HandOver),
        }
    }

    /// Escape: put the tapped die back, close the setup or the history.
    pub fn escape(&mut self) {
        self.selected = None;
        self.close_setup();
    }

    pub fn open_history(&mut self) {
        if self.panel == Panel::None {
            self.panel = Panel::History;
        }
    }

    /// A player's name in the players bar was tapped: show that sheet (or
    /// go back to the deciding player's).
    pub fn look_at(&mut self, seat: u8) {
        self.viewing = (self.decision().player() != Some(seat)).then_some(seat);
    }

    /// Back from a sheet opened to look at, to the deciding player's.
    pub fn stop_looking(&mut self) {
        self.viewing = None;
    }

    /// Pass-and-play: the tablet is now in this seat's hands.
    pub fn hand_to(&mut self, seat: u8) {
        self.holder = Some(seat);
    }

    pub fn open_setup(&mut self) {
        if self.panel == Panel::None {
            self.panel = Panel::Setup;
        }
    }

    /// Close the setup or the history.
    pub fn close_setup(&mut self) {
        if matches!(self.panel, Panel::Setup | Panel::History) {
            self.panel = Panel::None;
        }
    }

    /// The player chose to start anew over an unreadable save.
    pub fn dismiss_unreadable(&mut self) {
        self.panel = Panel::None;
        self.revision += 1;
    }
}
