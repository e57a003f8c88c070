// Plain data types of resources/honeycomb.ron. This file is also `include!`d by build.rs, which
// validates the resource at build time, so it must not refer to anything outside itself.

/// A compass direction printed on the sheet, and the die face that names it (its index + 1).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DirectionData {
    pub name: String,
    pub q: i32,
    pub r: i32,
}

/// The Honeycomb Caverns board.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BoardData {
    pub radius: i32,
    pub ring_values: Vec<i32>,
    pub jumps: u8,
    pub jump_length: i32,
    pub directions: Vec<DirectionData>,
}

impl BoardData {
    /// Checks what the rules rely on; the message names the problem.
    pub fn validate(&self) -> Result<(), String> {
        // Every hex of the sheet gets one bit of a 128-bit set: 3r(r+1)+1 <= 128.
        if !(3..=6).contains(&self.radius) {
            return Err(format!("radius {} is outside 3..=6", self.radius));
        }
        if self.ring_values.len() != self.radius as usize + 1 {
            return Err(format!(
                "ring_values needs {} entries (centre to rim), has {}",
                self.radius + 1,
                self.ring_values.len()
            ));
        }
        if self.directions.len() != 6 {
            return Err(format!(
                "directions needs 6 entries, has {}",
                self.directions.len()
            ));
        }
        for d in &self.directions {
            let dist = (d.q.abs() + d.r.abs() + (d.q + d.r).abs()) / 2;
            if dist != 1 {
                return Err(format!(
                    "direction {} ({}, {}) is not a neighbour step",
                    d.name, d.q, d.r
                ));
            }
        }
        for (i, a) in self.directions.iter().enumerate() {
            if self.directions[..i]
                .iter()
                .any(|b| (b.q, b.r) == (a.q, a.r) || b.name == a.name)
            {
                return Err(format!("direction {} is listed twice", a.name));
            }
        }
        if self.jump_length < 2 {
            return Err("jump_length must be at least 2".into());
        }
        Ok(())
    }
}
