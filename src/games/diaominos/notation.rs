//! Diaominos' action notation (docs/diaominos.md): what saves and the CLI read and write. It must
//! never change, or old saves stop loading.

use super::cube::{Cube, PackedCube, Turn, Turns};
use super::shapes::{colour_letter, piece_name, DATA, GEO};
use super::state::Slot;
use crate::engine::save::notation_msg;
use crate::engine::text::Msg;
use std::fmt;
use std::str::FromStr;

/// One click. Plain data (16 bytes, nothing to allocate or free), so search can list and copy
/// thousands of them cheaply.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Chance: the scramble's layer turns, then which of the 24 orientations it lands in on A.
    Scramble { turns: Turns, orient: u8 },
    /// Chance, with dice rolled at the table: the colours read off the real cube set down on A.
    Cube(PackedCube),
    /// Accept the default colour for every piece.
    DefaultColours,
    /// Give `colour` to `piece` (pieces in sheet order).
    Colour { piece: u8, colour: u8 },
    /// A wild top sticker's mark on an empty grid cell.
    Mark(u8),
    /// Forgo one wild mark.
    NoMark,
    /// Load a piece: orientation (quarter turns clockwise after an optional mirror) and the
    /// bottom-left cell of its bounding box.
    Load {
        piece: u8,
        rot: u8,
        mirror: bool,
        at: u8,
    },
    /// Skip a piece that fits nowhere.
    Skip(Slot),
}

fn parse_colour(s: &str) -> Result<u8, Msg> {
    DATA.colours
        .iter()
        .position(|c| c.letter.eq_ignore_ascii_case(s) || c.name.eq_ignore_ascii_case(s))
        .map(|i| i as u8)
        .ok_or_else(|| notation_msg("file-notation-colour", s))
}

fn parse_piece(s: &str) -> Result<u8, Msg> {
    GEO.piece_index(s)
        .map(|i| i as u8)
        .ok_or_else(|| notation_msg("file-notation-piece", s))
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Slot::Piece(p) => f.write_str(piece_name(*p)),
            Slot::Wild => f.write_str("wild"),
        }
    }
}

impl FromStr for Slot {
    type Err = Msg;
    fn from_str(s: &str) -> Result<Slot, Msg> {
        if s == "wild" {
            Ok(Slot::Wild)
        } else {
            parse_piece(s).map(Slot::Piece)
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Scramble { turns, orient } => {
                f.write_str("scramble")?;
                for t in turns.iter() {
                    write!(f, " {t}")?;
                }
                write!(f, " @{orient}")
            }
            Action::Cube(packed) => {
                let faces: Vec<String> = packed
                    .unpack()
                    .faces()
                    .iter()
                    .map(|face| face.iter().map(|&c| colour_letter(c)).collect())
                    .collect();
                write!(f, "cube {}", faces.join("/"))
            }
            Action::DefaultColours => f.write_str("colours default"),
            Action::Colour { piece, colour } => {
                write!(
                    f,
                    "colour {} {}",
                    piece_name(*piece),
                    colour_letter(*colour)
                )
            }
            Action::Mark(c) => write!(f, "mark {}", GEO.cell_name(*c as usize)),
            Action::NoMark => f.write_str("nomark"),
            Action::Load {
                piece,
                rot,
                mirror,
                at,
            } => write!(
                f,
                "load {} {}{} {}",
                piece_name(*piece),
                rot,
                if *mirror { "f" } else { "" },
                GEO.cell_name(*at as usize)
            ),
            Action::Skip(s) => write!(f, "skip {s}"),
        }
    }
}

impl FromStr for Action {
    type Err = Msg;
    fn from_str(s: &str) -> Result<Action, Msg> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let cell = |w: &str| {
            GEO.parse_cell(w)
                .map(|c| c as u8)
                .map_err(|_| notation_msg("file-notation-cell", w))
        };
        match words.as_slice() {
            ["scramble", rest @ ..] => {
                let (last, turns) = rest
                    .split_last()
                    .ok_or_else(|| Msg::new("file-notation-scramble"))?;
                let orient = last
                    .strip_prefix('@')
                    .and_then(|n| n.parse::<u8>().ok())
                    .ok_or_else(|| notation_msg("file-notation-orient-at", last))?;
                let turns = turns
                    .iter()
                    .map(|t| t.parse())
                    .collect::<Result<Vec<Turn>, _>>()?;
                Ok(Action::Scramble {
                    turns: Turns::try_from(turns.as_slice())?,
                    orient,
                })
            }
            ["cube", faces] => {
                let faces: Vec<&str> = faces.split('/').collect();
                if faces.len() != 6 {
                    return Err(Msg::new("file-notation-faces").count("n", faces.len()));
                }
                let mut read = [[0u8; 4]; 6];
                for (k, face) in faces.iter().enumerate() {
                    let colours = face
                        .chars()
                        .map(|c| parse_colour(&c.to_string()))
                        .collect::<Result<Vec<u8>, _>>()?;
                    read[k] = colours.try_into().map_err(|v: Vec<u8>| {
                        Msg::new("file-notation-stickers")
                            .count("face", k + 1)
                            .count("n", v.len())
                    })?;
                }
                Ok(Action::Cube(PackedCube::pack(&Cube::from_faces(read))))
            }
            ["colours", "default"] => Ok(Action::DefaultColours),
            ["colour", p, c] => Ok(Action::Colour {
                piece: parse_piece(p)?,
                colour: parse_colour(c)?,
            }),
            ["mark", c] => Ok(Action::Mark(cell(c)?)),
            ["nomark"] => Ok(Action::NoMark),
            ["load", p, o, at] => {
                let (num, mirror) = match o.strip_suffix('f') {
                    Some(n) => (n, true),
                    None => (*o, false),
                };
                let rot: u8 = num
                    .parse()
                    .ok()
                    .filter(|r| *r < 4)
                    .ok_or_else(|| notation_msg("file-notation-orient", o))?;
                Ok(Action::Load {
                    piece: parse_piece(p)?,
                    rot,
                    mirror,
                    at: cell(at)?,
                })
            }
            ["skip", slot] => Ok(Action::Skip(slot.parse()?)),
            _ => Err(notation_msg("file-notation-diaominos", s)),
        }
    }
}
