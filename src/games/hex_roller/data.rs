// Plain data types of resources/hex_roller.ron. build.rs also includes this file (via `#[path]`) to
// validate the resource at build time, so it must not refer to anything outside itself.

/// One 7-hex area: a centre hex and its six neighbours.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct AreaData {
    pub name: String,
    /// Axial (q, r) of the centre hex.
    pub centre: (i32, i32),
    /// The middle area scores double.
    pub middle: bool,
}

/// A number printed on the sheet before play.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PrintedData {
    pub hex: (i32, i32),
    pub number: u8,
}

/// One side of the pad.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SideData {
    /// The option value that picks this side (`front`, `back`).
    pub key: String,
    pub name: String,
    pub dice: u8,
    pub rounds: u8,
    pub areas: Vec<AreaData>,
    /// Each number appears on exactly two hexes (a pair to connect).
    pub printed: Vec<PrintedData>,
}

/// The whole game's data.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GameData {
    /// Lowest and highest die face.
    pub faces: (u8, u8),
    /// Points per bonus left unused at the end.
    pub bonus_points: i32,
    pub sides: Vec<SideData>,
}

fn hex_distance(a: (i32, i32), b: (i32, i32)) -> i32 {
    let (dq, dr) = (a.0 - b.0, a.1 - b.1);
    (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
}

impl SideData {
    /// Every hex of this side, area by area (centre first, then its neighbours).
    pub fn area_hexes(&self, area: &AreaData) -> Vec<(i32, i32)> {
        let (q, r) = area.centre;
        let mut out = vec![(q, r)];
        for (dq, dr) in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)] {
            out.push((q + dq, r + dr));
        }
        out
    }

    /// Checks what the rules rely on; the message names the problem.
    pub fn validate(&self, faces: (u8, u8)) -> Result<(), String> {
        let side = &self.key;
        if !(1..=12).contains(&self.dice) {
            return Err(format!("side {side}: dice {} is outside 1..=12", self.dice));
        }
        if !(1..=12).contains(&self.rounds) {
            return Err(format!(
                "side {side}: rounds {} is outside 1..=12",
                self.rounds
            ));
        }
        if self.areas.is_empty() {
            return Err(format!("side {side}: no areas"));
        }
        if self.areas.iter().filter(|a| a.middle).count() > 1 {
            return Err(format!("side {side}: more than one middle area"));
        }
        let mut all: Vec<(i32, i32)> = Vec::new();
        for a in &self.areas {
            for h in self.area_hexes(a) {
                if hex_distance(h, (0, 0)) > 6 {
                    return Err(format!(
                        "side {side}: area {} reaches {h:?}, beyond distance 6",
                        a.name
                    ));
                }
                if all.contains(&h) {
                    return Err(format!("side {side}: hex {h:?} lies in two areas"));
                }
                all.push(h);
            }
        }
        let mut seen: Vec<(i32, i32)> = Vec::new();
        for p in &self.printed {
            if !all.contains(&p.hex) {
                return Err(format!(
                    "side {side}: printed {} at {:?} is off the sheet",
                    p.number, p.hex
                ));
            }
            if seen.contains(&p.hex) {
                return Err(format!("side {side}: two printed numbers on {:?}", p.hex));
            }
            seen.push(p.hex);
            if p.number < faces.0 || p.number > faces.1 {
                return Err(format!(
                    "side {side}: printed {} is not a die face",
                    p.number
                ));
            }
            let twins = self.printed.iter().filter(|o| o.number == p.number).count();
            if twins != 2 {
                return Err(format!(
                    "side {side}: number {} is printed {twins} times, not twice",
                    p.number
                ));
            }
        }
        Ok(())
    }
}

impl GameData {
    /// Checks what the rules rely on; the message names the problem.
    pub fn validate(&self) -> Result<(), String> {
        // 2 is the free bonus number, so faces start above it.
        if self.faces.0 < 3 || self.faces.0 > self.faces.1 || self.faces.1 > 9 {
            return Err(format!("faces {:?} must lie within 3..=9", self.faces));
        }
        if self.bonus_points < 0 {
            return Err("bonus_points must not be negative".into());
        }
        for key in ["front", "back"] {
            if self.sides.iter().filter(|s| s.key == key).count() != 1 {
                return Err(format!("side `{key}` must be listed exactly once"));
            }
        }
        for s in &self.sides {
            s.validate(self.faces)?;
        }
        Ok(())
    }
}
