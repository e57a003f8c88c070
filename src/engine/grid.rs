//! Square-grid helpers shared by the card and board games.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A compass direction on a square grid, north up. Written `N`, `E`, `S`, `W` in notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Compass {
    N,
    E,
    S,
    W,
}

impl Compass {
    pub const ALL: [Compass; 4] = [Compass::N, Compass::E, Compass::S, Compass::W];

    pub fn opposite(self) -> Compass {
        match self {
            Compass::N => Compass::S,
            Compass::E => Compass::W,
            Compass::S => Compass::N,
            Compass::W => Compass::E,
        }
    }
    /// (row, column) change on a grid whose row 0 is the northern edge.
    pub fn row_col(self) -> (i32, i32) {
        match self {
            Compass::N => (-1, 0),
            Compass::E => (0, 1),
            Compass::S => (1, 0),
            Compass::W => (0, -1),
        }
    }
    /// The direction in words, for logs and messages.
    pub fn word(self) -> &'static str {
        match self {
            Compass::N => "north",
            Compass::E => "east",
            Compass::S => "south",
            Compass::W => "west",
        }
    }
}

impl fmt::Display for Compass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Compass::N => "N",
            Compass::E => "E",
            Compass::S => "S",
            Compass::W => "W",
        })
    }
}

impl FromStr for Compass {
    type Err = crate::engine::text::Msg;
    fn from_str(s: &str) -> Result<Compass, Self::Err> {
        match s.trim().to_ascii_uppercase().as_str() {
            "N" => Ok(Compass::N),
            "E" => Ok(Compass::E),
            "S" => Ok(Compass::S),
            "W" => Ok(Compass::W),
            _ => Err(super::save::notation_msg("file-notation-compass", s)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_and_opposites() {
        for d in Compass::ALL {
            assert_eq!(d.to_string().parse::<Compass>(), Ok(d));
            assert_eq!(d.opposite().opposite(), d);
            let (a, b) = d.row_col();
            assert_eq!(d.opposite().row_col(), (-a, -b));
        }
        assert_eq!("w".parse::<Compass>(), Ok(Compass::W));
        assert!("X".parse::<Compass>().is_err());
        // The reason is worded in each language; the letters stay.
        let e = "X".parse::<Compass>().unwrap_err();
        use crate::engine::text::Lang;
        assert_eq!(e.render(Lang::En), "`X` is not a direction (N, E, S, W)");
        assert_eq!(e.render(Lang::De), "`X` ist keine Richtung (N, E, S, W)");
        assert_eq!(e.render(Lang::Nl), "`X` is geen richting (N, E, S, W)");
        let e = crate::engine::hex::Hex::parse_axial("a,b").unwrap_err();
        assert_eq!(
            e.render(Lang::De),
            "`a,b` ist kein Feld wie 2,-1 (zwei Zahlen von -64 bis 64)"
        );
    }
}
