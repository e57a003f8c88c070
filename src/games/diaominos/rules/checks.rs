//! The checks behind [`Rules::check`] for each kind of step (colour, mark, load, skip): `Ok` when
//! the step is legal, otherwise why not in a player's words.

use super::*;

impl Diaominos {
    pub(super) fn colour_check(sheet: &Sheet, piece: u8, colour: u8) -> Result<(), Refusal> {
        if piece as usize >= PIECES {
            return Err(Refusal::new(NO_SUCH_PIECE));
        }
        if colour as usize >= DATA.colours.len() {
            return Err(Refusal::new("dm-refuse-no-colour"));
        }
        match sheet.colours.iter().position(|c| c.is_none()) {
            None => Err(Refusal::new("dm-refuse-colours-done")),
            Some(next) if next != piece as usize => Err(Msg::new("dm-refuse-colour-order")
                .text("piece", piece_name(next as u8))
                .into()),
            _ => match sheet.colours.iter().position(|&c| c == Some(colour)) {
                Some(other) => Err(Msg::new("dm-refuse-colour-taken")
                    .msg("colour", colour_msg(colour))
                    .text("piece", piece_name(other as u8))
                    .into()),
                None => Ok(()),
            },
        }
    }

    pub(super) fn mark_check(sheet: &Sheet, c: u8) -> Result<(), Refusal> {
        match sheet.grid.get(c as usize) {
            None => Err(Refusal::new("dm-refuse-off-grid")),
            Some(Cell::Empty) => Ok(()),
            Some(Cell::WildMark) => Err(Msg::new("dm-refuse-wild-twice")
                .text("cell", GEO.cell_name(c as usize))
                .into()),
            Some(_) => Err(Msg::new("dm-refuse-wild-loaded")
                .text("cell", GEO.cell_name(c as usize))
                .into()),
        }
    }

    pub(super) fn load_check(
        sheet: &Sheet,
        piece: u8,
        rot: u8,
        mirror: bool,
        at: u8,
    ) -> Result<(), Refusal> {
        if piece as usize >= PIECES {
            return Err(Refusal::new(NO_SUCH_PIECE));
        }
        let name = |id: &'static str| Msg::new(id).text("piece", piece_name(piece));
        if !sheet.may_load(piece as usize) {
            return Err(name("dm-refuse-not-to-load")
                .msg("slots", slots_text(&sheet.slots))
                .into());
        }
        let shape = &GEO.shapes[piece as usize];
        if !shape
            .orientations
            .iter()
            .any(|o| o.rot == rot && o.mirror == mirror)
        {
            return Err(
                match GEO
                    .orient_index(piece as usize, rot, mirror)
                    .and_then(|i| shape.orientations.get(i))
                {
                    Some(o) => name("dm-refuse-same-orient")
                        .text(
                            "orient",
                            format!("{}{}", o.rot, if o.mirror { "f" } else { "" }),
                        )
                        .into(),
                    None => Refusal::new("dm-refuse-orient"),
                },
            );
        }
        let Some(pl) = Self::placement_of(&Action::Load {
            piece,
            rot,
            mirror,
            at,
        }) else {
            return Err(name("dm-refuse-sticks-out").into());
        };
        match blocked(pl, &sheet.masks()) {
            None => Ok(()),
            Some(Blocked::Overlap(c)) => Err(name("dm-refuse-overlap")
                .text("cell", GEO.cell_name(c))
                .into()),
            Some(Blocked::Floating) => Err(name("dm-refuse-floating").into()),
        }
    }

    /// A piece is skipped only when it fits nowhere now; a wild sticker only when no piece does.
    pub(super) fn skip_check(sheet: &Sheet, slot: Slot) -> Result<(), Refusal> {
        if !sheet.slots.contains(&slot) {
            return Err(match slot {
                Slot::Wild => Refusal::new("dm-refuse-no-wild-skip"),
                Slot::Piece(_) => Msg::new("dm-refuse-no-skip")
                    .msg("slot", slot_msg(slot))
                    .into(),
            });
        }
        let f = Frontier::new(sheet.masks().loaded);
        match slot {
            Slot::Piece(p) if f.fits(p as usize) => Err(Msg::new("dm-refuse-still-fits")
                .msg("slot", slot_msg(slot))
                .into()),
            Slot::Wild => match (0..PIECES).find(|&p| f.fits(p)) {
                Some(p) => Err(Msg::new("dm-refuse-wild-fits")
                    .text("piece", piece_name(p as u8))
                    .into()),
                None => Ok(()),
            },
            Slot::Piece(_) => Ok(()),
        }
    }
}
