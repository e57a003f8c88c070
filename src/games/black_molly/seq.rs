//! Inline small vectors for the parts of a position the bots copy by the million (the cards, the
//! fish, the seats' rounds out), saved exactly as the `Vec`s they replaced: a sequence, so saves
//! and states written before still load and new ones read the same. Used through
//! `#[serde(with = "seq")]`; `smallvec`'s own `serde` feature would do the same, but turning it
//! on rebuilds every crate that shares the dependency.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use smallvec::{Array, SmallVec};

/// Writes `v` as a sequence, as a `Vec` is written.
pub fn serialize<A, S>(v: &SmallVec<A>, s: S) -> Result<S::Ok, S::Error>
where
    A: Array,
    A::Item: Serialize,
    S: Serializer,
{
    s.collect_seq(v.iter())
}

/// Reads a sequence, as a `Vec` is read; inline when it fits.
pub fn deserialize<'de, A, D>(d: D) -> Result<SmallVec<A>, D::Error>
where
    A: Array,
    A::Item: Deserialize<'de>,
    D: Deserializer<'de>,
{
    Vec::<A::Item>::deserialize(d).map(|v| v.into_iter().collect())
}
