//! Small pieces of markup: escaping, dates, exact decimals, SVG charts.

use std::fmt::Write;

/// `text` safe in element content and in quoted attributes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// A moment in ms since the epoch, in UTC: "26 Nov 2026 14:05", and as a
/// `datetime` attribute "2026-11-26T14:05Z".
pub fn date(ms: u64) -> (String, String) {
    let minutes = ms / 60_000;
    let (hour, minute) = (minutes / 60 % 24, minutes % 60);
    let (year, month, day) = civil(minutes / (24 * 60));
    (
        format!(
            "{day} {} {year} {hour:02}:{minute:02}",
            MONTHS[month as usize - 1]
        ),
        format!("{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}Z"),
    )
}

/// The date `days` after 1970-01-01 (H. Hinnant's `civil_from_days`).
fn civil(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

/// A number of tenths with one decimal: 2125 → "212.5".
pub fn tenths(t: u64) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// The mean of `values` in tenths, rounded half up (exact: no floats).
pub fn mean_tenths(values: &[u16]) -> u64 {
    let n = values.len().max(1) as u64;
    let sum: u64 = values.iter().map(|&v| u64::from(v)).sum();
    (sum * 20 + n) / (2 * n)
}

/// The median in tenths: the middle value, or the mean of the middle two.
pub fn median_tenths(values: &[u16]) -> u64 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let n = sorted.len();
    match n {
        0 => 0,
        _ if n % 2 == 1 => u64::from(sorted[n / 2]) * 10,
        _ => (u64::from(sorted[n / 2 - 1]) + u64::from(sorted[n / 2])) * 5,
    }
}

/// One bar: its label, its height in any unit, the number shown over it,
/// and extra classes.
pub struct Bar {
    pub label: String,
    pub value: u64,
    pub shown: String,
    pub class: &'static str,
}

const WIDTH: u64 = 360;
const HEIGHT: u64 = 160;
/// Room under the chart for labels, and over the bars for their numbers.
const BASE: u64 = 140;
const TOP: u64 = 16;

/// A bar chart as an inline SVG (heights scaled to the largest bar).
pub fn bar_chart(aria: &str, bars: &[Bar]) -> String {
    let max = bars.iter().map(|b| b.value).max().unwrap_or(0).max(1);
    let slot = WIDTH / bars.len().max(1) as u64;
    let mut out = svg_open(aria);
    for (i, bar) in bars.iter().enumerate() {
        let h = bar.value * (BASE - TOP) / max;
        let x = i as u64 * slot;
        let _ = write!(
            out,
            "<rect class=\"stats-bar{}{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{h}\" fill=\"currentColor\"/>\
             <text class=\"stats-value\" x=\"{mid}\" y=\"{}\" text-anchor=\"middle\" font-size=\"10\" fill=\"currentColor\">{}</text>\
             <text class=\"stats-label\" x=\"{mid}\" y=\"{}\" text-anchor=\"middle\" font-size=\"10\" fill=\"currentColor\">{}</text>",
            if bar.class.is_empty() { "" } else { " " },
            bar.class,
            x + slot / 8,
            BASE - h,
            slot - slot / 4,
            BASE - h - 3,
            escape(&bar.shown),
            BASE + 13,
            escape(&bar.label),
            mid = x + slot / 2,
        );
    }
    axis(&mut out);
    out.push_str("</svg>");
    out
}

/// A line of `points` (oldest first) and a second, dashed line `average`,
/// both in tenths, scaled to the largest point.
pub fn line_chart(aria: &str, points: &[u64], average: &[u64]) -> String {
    let max = points
        .iter()
        .chain(average)
        .copied()
        .max()
        .unwrap_or(0)
        .max(1);
    let n = points.len() as u64;
    let x = |i: usize| match n {
        0 | 1 => WIDTH / 2,
        _ => 4 + i as u64 * (WIDTH - 8) / (n - 1),
    };
    let y = |v: u64| BASE - v * (BASE - TOP) / max;
    let mut out = svg_open(aria);
    for (values, class, dash) in [
        (points, "stats-line", ""),
        (average, "stats-average", " stroke-dasharray=\"6 4\""),
    ] {
        let _ = write!(
            out,
            "<polyline class=\"{class}\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"{dash} points=\""
        );
        for (i, &v) in values.iter().enumerate() {
            let _ = write!(out, "{}{},{}", if i > 0 { " " } else { "" }, x(i), y(v));
        }
        out.push_str("\"/>");
    }
    // Dots while they stay apart (and so that one game shows at all).
    if n <= 60 {
        for (i, &v) in points.iter().enumerate() {
            let _ = write!(
                out,
                "<circle class=\"stats-point\" cx=\"{}\" cy=\"{}\" r=\"3\" fill=\"currentColor\"/>",
                x(i),
                y(v)
            );
        }
    }
    axis(&mut out);
    out.push_str("</svg>");
    out
}

fn svg_open(aria: &str) -> String {
    format!(
        "<svg class=\"stats-svg\" role=\"img\" aria-label=\"{}\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" \
         xmlns=\"http://www.w3.org/2000/svg\">",
        escape(aria)
    )
}

fn axis(out: &mut String) {
    let _ = write!(
        out,
        "<line class=\"stats-axis\" x1=\"0\" y1=\"{BASE}\" x2=\"{WIDTH}\" y2=\"{BASE}\" stroke=\"currentColor\"/>"
    );
}

/// A figure: caption, chart, and the same numbers as a table.
pub fn figure(caption: &str, chart: &str, table: &str) -> String {
    format!(
        "<figure class=\"stats-chart\"><figcaption>{}</figcaption>{chart}\
         <details><summary>Table</summary>{table}</details></figure>",
        escape(caption)
    )
}

/// A table with a header row; cells are given escaped, the first of each
/// row heads it.
pub fn table(class: &str, caption: &str, head: &[&str], rows: &[Vec<String>]) -> String {
    let mut out = format!(
        "<table class=\"stats-table{}{class}\">",
        if class.is_empty() { "" } else { " " }
    );
    if !caption.is_empty() {
        let _ = write!(out, "<caption>{}</caption>", escape(caption));
    }
    out.push_str("<thead><tr>");
    for h in head {
        let _ = write!(out, "<th scope=\"col\">{}</th>", escape(h));
    }
    out.push_str("</tr></thead><tbody>");
    for row in rows {
        out.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            let tag = if i == 0 { "th scope=\"row\"" } else { "td" };
            let close = if i == 0 { "th" } else { "td" };
            let _ = write!(out, "<{tag}>{cell}</{close}>");
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}
