//! The checks behind [`Rules::check`] for each kind of step (colour, mark, load, skip): `Ok` when
//! the step is legal, otherwise why not in a player's words.

use super::*;

impl Diaominos {
    pub(super) fn colour_check(sheet: &Sheet, piece: u8, colour: u8) -> Result<(), Refusal> {
        if piece as usize >= PIECES {
            return Err(Refusal::english(NO_SUCH_PIECE));
        }
        if colour as usize >= DATA.colours.len() {
            return Err(Refusal::english(
                "The cube has six colours: R, O, Y, G, B and W.",
            ));
        }
        match sheet.colours.iter().position(|c| c.is_none()) {
            None => Err(Refusal::english("Your colours are all chosen already.")),
            Some(next) if next != piece as usize => Err(Refusal::english(format!(
                "Colours are chosen in the order I, O, T, L, S: now it is the {}'s turn.",
                piece_name(next as u8)
            ))),
            _ => match sheet.colours.iter().position(|&c| c == Some(colour)) {
                Some(other) => Err(Refusal::english(format!(
                    "{} already stands for the {}.",
                    colour_name(colour),
                    piece_name(other as u8)
                ))),
                None => Ok(()),
            },
        }
    }

    pub(super) fn mark_check(sheet: &Sheet, c: u8) -> Result<(), Refusal> {
        match sheet.grid.get(c as usize) {
            None => Err(Refusal::english("That cell is off the 10 by 8 grid.")),
            Some(Cell::Empty) => Ok(()),
            Some(Cell::WildMark) => Err(Refusal::english(format!(
                "{} already has a wild mark.",
                GEO.cell_name(c as usize)
            ))),
            Some(_) => Err(Refusal::english(format!(
                "A wild mark goes on an empty cell; {} is already loaded.",
                GEO.cell_name(c as usize)
            ))),
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
            return Err(Refusal::english(NO_SUCH_PIECE));
        }
        let name = piece_name(piece);
        if !sheet.may_load(piece as usize) {
            return Err(Refusal::english(format!(
                "You have no {name} to load this round; still to load: {}.",
                slots_text(&sheet.slots)
            )));
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
                    Some(o) => Refusal::english(format!(
                        "That lays the {name} exactly like orientation {}{}; use that one.",
                        o.rot,
                        if o.mirror { "f" } else { "" }
                    )),
                    None => Refusal::english(
                        "A piece turns 0 to 3 quarter turns, optionally mirrored first.",
                    ),
                },
            );
        }
        let Some(pl) = Self::placement_of(&Action::Load {
            piece,
            rot,
            mirror,
            at,
        }) else {
            return Err(Refusal::english(format!(
                "The {name} would stick out of the grid there."
            )));
        };
        match blocked(pl, &sheet.masks()) {
            None => Ok(()),
            Some(Blocked::Overlap(c)) => Err(Refusal::english(format!(
                "The {name} would cover {}, which is already loaded.",
                GEO.cell_name(c)
            ))),
            Some(Blocked::Floating) => Err(Refusal::english(format!(
                "The {name} must touch an already loaded cell by a side (or lie on the bottom row)."
            ))),
        }
    }

    /// A piece is skipped only when it fits nowhere now; a wild sticker only when no piece does.
    pub(super) fn skip_check(sheet: &Sheet, slot: Slot) -> Result<(), Refusal> {
        if !sheet.slots.contains(&slot) {
            return Err(Refusal::english(match slot {
                Slot::Wild => "You have no wild sticker left to skip this round.".to_string(),
                Slot::Piece(_) => format!("You have no {slot} left to skip this round."),
            }));
        }
        let f = Frontier::new(sheet.masks().loaded);
        match slot {
            Slot::Piece(p) if f.fits(p as usize) => Err(Refusal::english(format!(
                "The {slot} still fits somewhere, so it must be loaded."
            ))),
            Slot::Wild => match (0..PIECES).find(|&p| f.fits(p)) {
                Some(p) => Err(Refusal::english(format!(
                    "A wild sticker must name a piece that fits, and the {} still fits somewhere.",
                    piece_name(p as u8)
                ))),
                None => Ok(()),
            },
            Slot::Piece(_) => Ok(()),
        }
    }
}
