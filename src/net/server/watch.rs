//! How long a connection's message has been unfinished. tungstenite gathers a fragmented
//! message's frames (and a frame's bytes) without a bound in time: a peer that sends the first
//! fragment and then nothing holds that memory for as long as it answers pings. [`Watched`] sits
//! between the socket (after TLS) and tungstenite and follows the frames as their bytes go by:
//! the HTTP request up to its blank line, then each frame's header and payload length, and
//! whether a data frame left its message unfinished (no FIN bit). [`FrameWatch::stuck`] says
//! whether the connection has been in the middle of a message for too long; the server closes it
//! then.

use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// Where in the incoming bytes the watch is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The handshake's HTTP request; how many bytes of its closing `\r\n\r\n` were just seen.
    Http(u8),
    /// A frame's header: its bytes so far, and how many it has.
    Header([u8; 14], usize),
    /// A frame's payload: the bytes still to come.
    Payload(u64),
}

/// What the watch knows of a connection's incoming frames.
#[derive(Debug)]
struct State {
    phase: Phase,
    /// A data frame without FIN came, and the frame that ends its message has not.
    fragmented: bool,
    /// Since when the connection has been in the middle of a message (none: between messages).
    since: Option<Instant>,
}

/// The frames of one connection as they go by (shared by the stream and the connection's task).
#[derive(Debug)]
pub struct FrameWatch {
    state: Mutex<State>,
}

impl Default for FrameWatch {
    fn default() -> Self {
        FrameWatch {
            state: Mutex::new(State {
                phase: Phase::Http(0),
                fragmented: false,
                since: None,
            }),
        }
    }
}

impl FrameWatch {
    /// Whether the connection has been in the middle of a message (a frame's bytes, or a
    /// fragmented message's frames) for at least `bound`.
    pub fn stuck(&self, bound: Duration) -> bool {
        self.state
            .lock()
            .map(|s| s.since.is_some_and(|t| t.elapsed() >= bound))
            .unwrap_or(true)
    }

    fn feed(&self, bytes: &[u8]) {
        // A poisoned lock (a panic in here) leaves the watch as it was; `stuck` says yes then.
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        let mut rest = bytes;
        while let Some((&b, after)) = rest.split_first() {
            // A payload's bytes need no looking at: they go by at once, not one by one.
            if let Phase::Payload(left) = state.phase {
                let here = usize::try_from(left).unwrap_or(usize::MAX).min(rest.len());
                let left = left - here as u64;
                state.phase = if left == 0 {
                    Phase::Header([0; 14], 0)
                } else {
                    Phase::Payload(left)
                };
                rest = &rest[here..];
                continue;
            }
            state.step(b);
            rest = after;
        }
        let between =
            matches!(state.phase, Phase::Http(_) | Phase::Header(_, 0)) && !state.fragmented;
        if between {
            state.since = None;
        } else if state.since.is_none() {
            state.since = Some(Instant::now());
        }
    }
}

/// The bytes a frame's header has in all, once its first two are known.
fn header_len(first_two: &[u8; 14]) -> usize {
    let ext = match first_two[1] & 0x7f {
        126 => 2,
        127 => 8,
        _ => 0,
    };
    let mask = if first_two[1] & 0x80 != 0 { 4 } else { 0 };
    2 + ext + mask
}

impl State {
    fn step(&mut self, b: u8) {
        self.phase = match self.phase {
            Phase::Http(seen) => {
                let want = b"\r\n\r\n"[usize::from(seen)];
                match (b == want, seen) {
                    (true, 3) => Phase::Header([0; 14], 0),
                    (true, _) => Phase::Http(seen + 1),
                    (false, _) if b == b'\r' => Phase::Http(1),
                    (false, _) => Phase::Http(0),
                }
            }
            Phase::Header(mut head, have) => {
                head[have] = b;
                let have = have + 1;
                if have < 2 || have < header_len(&head) {
                    Phase::Header(head, have)
                } else {
                    self.frame_begins(&head, have)
                }
            }
            Phase::Payload(left) if left > 1 => Phase::Payload(left - 1),
            Phase::Payload(_) => Phase::Header([0; 14], 0),
        };
    }

    /// A whole header came: notes whether its message goes on, and waits for its payload.
    fn frame_begins(&mut self, head: &[u8; 14], len: usize) -> Phase {
        let opcode = head[0] & 0x0f;
        let fin = head[0] & 0x80 != 0;
        // Control frames (opcode 8 and up) may come between a message's fragments.
        if opcode < 8 {
            self.fragmented = !fin;
        }
        let payload = match head[1] & 0x7f {
            126 => u64::from(u16::from_be_bytes([head[2], head[3]])),
            127 => {
                let mut eight = [0u8; 8];
                eight.copy_from_slice(&head[2..10]);
                u64::from_be_bytes(eight)
            }
            n => u64::from(n),
        };
        debug_assert!(len <= head.len());
        if payload == 0 {
            Phase::Header([0; 14], 0)
        } else {
            Phase::Payload(payload)
        }
    }
}

/// A stream whose incoming bytes a [`FrameWatch`] follows.
pub struct Watched<S> {
    inner: S,
    watch: Arc<FrameWatch>,
}

impl<S> Watched<S> {
    pub fn new(inner: S, watch: Arc<FrameWatch>) -> Self {
        Watched { inner, watch }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Watched<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        if let Poll::Ready(Ok(())) = polled {
            if let Some(new) = buf.filled().get(before..) {
                self.watch.feed(new);
            }
        }
        polled
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Watched<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }
    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A masked client frame: FIN or not, its opcode, its payload.
    fn frame(fin: bool, opcode: u8, payload: &[u8]) -> Vec<u8> {
        let mut out = vec![(u8::from(fin) << 7) | opcode];
        match payload.len() {
            n if n < 126 => out.push(0x80 | n as u8),
            n if n <= 0xffff => {
                out.push(0x80 | 126);
                out.extend((n as u16).to_be_bytes());
            }
            n => {
                out.push(0x80 | 127);
                out.extend((n as u64).to_be_bytes());
            }
        }
        out.extend([1, 2, 3, 4]);
        out.extend(payload);
        out
    }

    fn between(w: &FrameWatch) -> bool {
        w.state.lock().unwrap().since.is_none()
    }

    #[test]
    fn the_watch_follows_the_request_whole_frames_fragments_and_pings_between_them() {
        let w = FrameWatch::default();
        w.feed(b"GET / HTTP/1.1\r\nHost: x\r\n\r");
        assert!(between(&w), "the handshake has its own timeout");
        w.feed(b"\n");
        assert!(between(&w));
        // A whole message, fed in pieces: in the middle of it until its last byte.
        let whole = frame(true, 1, &[b'x'; 300]);
        w.feed(&whole[..3]);
        assert!(!between(&w));
        w.feed(&whole[3..]);
        assert!(between(&w));
        // A fragmented message stays unfinished across a ping, until its FIN frame.
        w.feed(&frame(false, 1, b"part one"));
        assert!(!between(&w));
        w.feed(&frame(true, 9, b""));
        assert!(!between(&w), "a ping does not finish a message");
        w.feed(&frame(false, 0, b"part two"));
        assert!(!between(&w));
        w.feed(&frame(true, 0, b"end"));
        assert!(between(&w));
        // A long frame's 8-byte length.
        let long = frame(true, 2, &vec![0; 70_000]);
        w.feed(&long[..20]);
        assert!(!between(&w));
        w.feed(&long[20..]);
        assert!(between(&w));
        assert!(!w.stuck(Duration::ZERO) || between(&w));
        w.feed(&frame(false, 1, b"never finished"));
        assert!(w.stuck(Duration::ZERO));
        assert!(!w.stuck(Duration::from_secs(60)));
    }
}
