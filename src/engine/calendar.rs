//! The calendar of the daily challenge: a real `YYYY-MM-DD` date
//! (Gregorian leap years) and the day before one (a streak counts back).

/// A real calendar date written `YYYY-MM-DD` (Gregorian leap years).
pub(super) fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |r: std::ops::Range<usize>| -> Option<u32> {
        b[r].iter().try_fold(0, |n, &c| {
            c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0'))
        })
    };
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    let (Some(year), Some(month), Some(day)) = (digits(0..4), digits(5..7), digits(8..10)) else {
        return false;
    };
    (1..=days_in_month(year, month)).contains(&day)
}

/// Days in a month of the Gregorian calendar (0 for no such month).
fn days_in_month(year: u32, month: u32) -> u32 {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => 0,
    }
}

/// The day before a real `YYYY-MM-DD` date (a daily challenge's streak
/// counts back day by day); None for anything else.
pub fn previous_day(date: &str) -> Option<String> {
    if !is_date(date) {
        return None;
    }
    let mut parts = date.split('-').map(|p| p.parse::<u32>().ok());
    let (mut y, mut m, mut d) = (parts.next()??, parts.next()??, parts.next()??);
    if d > 1 {
        d -= 1;
    } else {
        if m > 1 {
            m -= 1;
        } else {
            m = 12;
            y = y.checked_sub(1)?;
        }
        d = days_in_month(y, m);
    }
    Some(format!("{y:04}-{m:02}-{d:02}"))
}
