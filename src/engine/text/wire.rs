//! A [`Msg`] as data (serde), for messages that travel: the server's refusals reach a client as
//! an id with arguments and are worded there, in the player's language.
//!
//! The form is `{"id": "net-…", "args": {"name": 3, "other": "text", "inner": {"id": …}}}`
//! (`args` left out when empty): a number is a number argument, a string a text argument, an
//! object a nested message. Reading is strict, because the other side may be hostile: at most
//! [`MAX_DEPTH`] messages nested, [`MAX_ARGS`] arguments a message, [`MAX_PARTS`] messages and
//! arguments in all, [`MAX_TEXT_BYTES`] per id, name or text. An id the catalogue does not have
//! is shown as it is (as any missing message falls back to its id) and an argument name no
//! message uses is dropped: both are matched against the catalogue's own ids and names, so what
//! is read never adds to what the process keeps (the catalogue's once-per-id warnings included).

use super::{catalog, Arg, Kind, Msg};
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::cell::Cell;
use std::fmt;

/// Messages within messages, the outermost counting as 1.
pub const MAX_DEPTH: usize = 6;
/// Arguments of one message.
pub const MAX_ARGS: usize = 16;
/// Messages and arguments of one message, nested ones included.
pub const MAX_PARTS: usize = 64;
/// Bytes of an id, an argument's name or a text argument.
pub const MAX_TEXT_BYTES: usize = 1024;

impl Serialize for Msg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (id, args): (&str, &[(&'static str, Arg)]) = match &self.0 {
            Kind::Id { id, args } => (id, args),
            // Text not in the catalogue travels as an id no catalogue has: it reads back as
            // the same text.
            Kind::English(text) => (text, &[]),
        };
        let mut map = s.serialize_map(Some(1 + usize::from(!args.is_empty())))?;
        map.serialize_entry("id", id)?;
        if !args.is_empty() {
            map.serialize_entry("args", &Args(args))?;
        }
        map.end()
    }
}

struct Args<'a>(&'a [(&'static str, Arg)]);

impl Serialize for Args<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, value) in self.0 {
            match value {
                Arg::Int(n) => map.serialize_entry(name, n)?,
                Arg::Text(t) => map.serialize_entry(name, t)?,
                Arg::Msg(m) => map.serialize_entry(name, m)?,
            }
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Msg {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Msg, D::Error> {
        let parts = Cell::new(0);
        d.deserialize_map(MsgVisitor {
            depth: 1,
            parts: &parts,
        })
    }
}

/// Counts one more part, failing past [`MAX_PARTS`].
fn count<E: de::Error>(parts: &Cell<usize>) -> Result<(), E> {
    parts.set(parts.get() + 1);
    if parts.get() > MAX_PARTS {
        return Err(E::custom(format_args!(
            "a message has more than {MAX_PARTS} parts"
        )));
    }
    Ok(())
}

fn short<E: de::Error>(text: &str) -> Result<(), E> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(E::custom(format_args!(
            "a message's text is longer than {MAX_TEXT_BYTES} bytes"
        )));
    }
    Ok(())
}

struct MsgVisitor<'p> {
    depth: usize,
    parts: &'p Cell<usize>,
}

impl<'de> Visitor<'de> for MsgVisitor<'_> {
    type Value = Msg;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a message: {\"id\": …, \"args\": {…}}")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Msg, A::Error> {
        if self.depth > MAX_DEPTH {
            return Err(de::Error::custom(format_args!(
                "messages nested more than {MAX_DEPTH} deep"
            )));
        }
        count(self.parts)?;
        let mut id: Option<String> = None;
        let mut args: Vec<(&'static str, Arg)> = Vec::new();
        while let Some(key) = map.next_key::<Key>()? {
            match key {
                Key::Id => {
                    let text: String = map.next_value()?;
                    short(&text)?;
                    id = Some(text);
                }
                Key::Args => {
                    args = map.next_value_seed(ArgsSeed {
                        depth: self.depth,
                        parts: self.parts,
                    })?;
                }
                Key::Other => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let id = id.ok_or_else(|| de::Error::missing_field("id"))?;
        Ok(match catalog::known_id(&id) {
            Some(id) => Msg(Kind::Id { id, args }),
            None => Msg(Kind::English(id)),
        })
    }
}

enum Key {
    Id,
    Args,
    Other,
}

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Key, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = Key;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a field name")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Key, E> {
                Ok(match v {
                    "id" => Key::Id,
                    "args" => Key::Args,
                    _ => Key::Other,
                })
            }
        }
        d.deserialize_str(KeyVisitor)
    }
}

struct ArgsSeed<'p> {
    depth: usize,
    parts: &'p Cell<usize>,
}

impl<'de> DeserializeSeed<'de> for ArgsSeed<'_> {
    type Value = Vec<(&'static str, Arg)>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for ArgsSeed<'_> {
    type Value = Vec<(&'static str, Arg)>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a message's arguments: {\"name\": number, text or message}")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut args = Vec::new();
        let mut seen = 0usize;
        while let Some(name) = map.next_key::<String>()? {
            seen += 1;
            if seen > MAX_ARGS {
                return Err(de::Error::custom(format_args!(
                    "a message has more than {MAX_ARGS} arguments"
                )));
            }
            short(&name)?;
            count(self.parts)?;
            let value = map.next_value_seed(ArgSeed {
                depth: self.depth,
                parts: self.parts,
            })?;
            // A name no message of the catalogue uses could not show anyway.
            if let Some(name) = catalog::known_variable(&name) {
                args.push((name, value));
            }
        }
        Ok(args)
    }
}

struct ArgSeed<'p> {
    depth: usize,
    parts: &'p Cell<usize>,
}

impl<'de> DeserializeSeed<'de> for ArgSeed<'_> {
    type Value = Arg;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Arg, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for ArgSeed<'_> {
    type Value = Arg;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a number, a text or a message")
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Arg, E> {
        Ok(Arg::Int(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Arg, E> {
        i64::try_from(v)
            .map(Arg::Int)
            .map_err(|_| E::custom("a number argument out of range"))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Arg, E> {
        short(v)?;
        Ok(Arg::Text(v.to_string()))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Arg, A::Error> {
        MsgVisitor {
            depth: self.depth + 1,
            parts: self.parts,
        }
        .visit_map(map)
        .map(|m| Arg::Msg(Box::new(m)))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Lang, Msg};

    #[test]
    fn a_message_travels_as_data_and_reads_back_the_same() {
        let m = Msg::new("net-refused").msg(
            "why",
            Msg::new("net-seat-grace").int("seat", 3).int("secs", 12),
        );
        let text = serde_json::to_string(&m).unwrap();
        assert_eq!(
            text,
            r#"{"id":"net-refused","args":{"why":{"id":"net-seat-grace","args":{"seat":3,"secs":12}}}}"#
        );
        let back: Msg = serde_json::from_str(&text).unwrap();
        assert_eq!(back, m);
        assert_eq!(
            back.render(Lang::Nl),
            "de server weigerde: Plaats 3 is weg; een bot mag hem over 12 s overnemen"
        );
        let named: Msg =
            serde_json::from_str(r#"{"id":"net-no-game","args":{"game":"chess"}}"#).unwrap();
        assert_eq!(named.render(Lang::De), "es gibt kein Spiel `chess`");
    }
}
