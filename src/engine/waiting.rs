//! The bookkeeping of a simultaneous step, shared by the games that have one: one seat's step is
//! in focus, the other busy seats' steps wait in a list ordered by seat. A game stores its own
//! step type (a Hex Roller turn, a Diaominos phase, …) and says how to read a step's seat.

/// Every seat still busy: the one in focus and the waiting ones, ascending.
pub fn ready_seats<T>(
    focus: usize,
    waiting: &[T],
    seat_of: impl Fn(&T) -> Option<usize>,
) -> Vec<usize> {
    let mut seats: Vec<usize> = waiting.iter().filter_map(seat_of).collect();
    let at = seats.partition_point(|&w| w < focus);
    seats.insert(at, focus);
    seats
}

/// Takes the step of the next waiting seat after `seat` round the table out of `waiting`; `None`
/// once every seat is done.
pub fn take_next<T>(
    waiting: &mut Vec<T>,
    seat: usize,
    seat_of: impl Fn(&T) -> Option<usize>,
) -> Option<T> {
    let k = waiting
        .iter()
        .position(|w| seat_of(w).is_some_and(|w| w > seat))
        .or((!waiting.is_empty()).then_some(0))?;
    Some(waiting.remove(k))
}

/// Brings `seat`'s waiting step into focus: `focused` (the step in focus) goes into `waiting` in
/// seat order and `seat`'s step takes its place. True if `seat` is now in focus (it already was,
/// or it was waiting); false, nothing changed, if it is not busy.
pub fn swap_focus<T>(
    focused: &mut T,
    waiting: &mut Vec<T>,
    seat: usize,
    seat_of: impl Fn(&T) -> Option<usize>,
) -> bool {
    if seat_of(focused) == Some(seat) {
        return true;
    }
    let Some(k) = waiting.iter().position(|w| seat_of(w) == Some(seat)) else {
        return false;
    };
    let was = std::mem::replace(focused, waiting.remove(k));
    let was_seat = seat_of(&was);
    let at = waiting.partition_point(|w| seat_of(w) < was_seat);
    waiting.insert(at, was);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn focus_moves_round_the_table_and_waiting_stays_in_seat_order() {
        let seat = |s: &usize| Some(*s);
        let mut focused = 0;
        let mut waiting = vec![1, 2, 3];
        assert_eq!(ready_seats(focused, &waiting, seat), vec![0, 1, 2, 3]);
        assert!(swap_focus(&mut focused, &mut waiting, 2, seat));
        assert_eq!((focused, waiting.clone()), (2, vec![0, 1, 3]));
        assert!(
            swap_focus(&mut focused, &mut waiting, 2, seat),
            "already in focus"
        );
        assert!(!swap_focus(&mut focused, &mut waiting, 5, seat), "not busy");
        assert_eq!((focused, waiting.clone()), (2, vec![0, 1, 3]));
        // After seat 2 is done: seat 3 next, then round the table to 0.
        assert_eq!(take_next(&mut waiting, 2, seat), Some(3));
        assert_eq!(take_next(&mut waiting, 3, seat), Some(0));
        assert_eq!(take_next(&mut waiting, 0, seat), Some(1));
        assert_eq!(take_next(&mut waiting, 1, seat), None);
    }
}
