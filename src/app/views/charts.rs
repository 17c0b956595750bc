//! The statistics' charts, drawn as SVG elements (never markup): bars and
//! a line with its moving average, each in a figure with its caption and
//! the same numbers as a table. The page's CSP allows no inline styles:
//! charts use presentation attributes, `currentColor` and the `stats-*`
//! classes of style/main.css.

use crate::app::dom::*;

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

fn frame(aria: &str) -> El {
    svg("svg")
        .attr("class", "stats-svg")
        .attr("role", "img")
        .attr("aria-label", aria)
        .attr("viewBox", format!("0 0 {WIDTH} {HEIGHT}"))
}

fn label(class: &str, x: u64, y: u64, text: &str) -> El {
    svg("text")
        .attr("class", class)
        .attr("x", x.to_string())
        .attr("y", y.to_string())
        .attr("text-anchor", "middle")
        .attr("font-size", "10")
        .attr("fill", "currentColor")
        .text(text)
}

fn axis() -> El {
    svg("line")
        .attr("class", "stats-axis")
        .attr("x1", "0")
        .attr("y1", BASE.to_string())
        .attr("x2", WIDTH.to_string())
        .attr("y2", BASE.to_string())
        .attr("stroke", "currentColor")
}

/// A bar chart (heights scaled to the largest bar).
pub fn bar_chart(aria: &str, bars: &[Bar]) -> El {
    let max = bars.iter().map(|b| b.value).max().unwrap_or(0).max(1);
    let slot = WIDTH / bars.len().max(1) as u64;
    let mut out = frame(aria);
    for (i, bar) in bars.iter().enumerate() {
        let h = bar.value * (BASE - TOP) / max;
        let x = i as u64 * slot;
        let mid = x + slot / 2;
        let class = format!("stats-bar {}", bar.class);
        out = out
            .child(
                svg("rect")
                    .attr("class", class.trim_end())
                    .attr("x", (x + slot / 8).to_string())
                    .attr("y", (BASE - h).to_string())
                    .attr("width", (slot - slot / 4).to_string())
                    .attr("height", h.to_string())
                    .attr("fill", "currentColor"),
            )
            .child(label("stats-value", mid, BASE - h - 3, &bar.shown))
            .child(label("stats-label", mid, BASE + 13, &bar.label));
    }
    out.child(axis())
}

/// A line of `points` (oldest first) and a second, dashed line `average`,
/// both in tenths, scaled to the largest point.
pub fn line_chart(aria: &str, points: &[u64], average: &[u64]) -> El {
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
    let mut out = frame(aria);
    for (values, class, dash) in [
        (points, "stats-line", None),
        (average, "stats-average", Some("6 4")),
    ] {
        let line: Vec<String> = values
            .iter()
            .enumerate()
            .map(|(i, &v)| format!("{},{}", x(i), y(v)))
            .collect();
        let mut polyline = svg("polyline")
            .attr("class", class)
            .attr("fill", "none")
            .attr("stroke", "currentColor")
            .attr("stroke-width", "2")
            .attr("points", line.join(" "));
        if let Some(dash) = dash {
            polyline = polyline.attr("stroke-dasharray", dash);
        }
        out = out.child(polyline);
    }
    // Dots while they stay apart (and so that one game shows at all).
    if n <= 60 {
        for (i, &v) in points.iter().enumerate() {
            out = out.child(
                svg("circle")
                    .attr("class", "stats-point")
                    .attr("cx", x(i).to_string())
                    .attr("cy", y(v).to_string())
                    .attr("r", "3")
                    .attr("fill", "currentColor"),
            );
        }
    }
    out.child(axis())
}

/// A figure: caption, chart, and the same numbers as a table.
pub fn figure(caption: &str, chart: El, table: El) -> El {
    El::of("figure", "stats-chart")
        .child(El::new("figcaption").text(caption))
        .child(chart)
        .child(
            El::new("details")
                .child(El::new("summary").text(crate::words::words().chart_table()))
                .child(table),
        )
}

/// A table with a header row; the first cell of each row heads it.
pub fn data_table(class: &str, caption: &str, head: &[&str], rows: &[Vec<String>]) -> El {
    let mut out = El::of("table", format!("stats-table {class}").trim_end());
    if !caption.is_empty() {
        out = out.child(El::new("caption").text(caption));
    }
    let head = El::new("tr").children(
        head.iter()
            .map(|h| El::new("th").attr("scope", "col").text(h)),
    );
    let body = El::new("tbody").children(rows.iter().map(|row| {
        El::new("tr").children(row.iter().enumerate().map(|(i, cell)| {
            if i == 0 {
                El::new("th").attr("scope", "row").text(cell)
            } else {
                El::new("td").text(cell)
            }
        }))
    }));
    out.child(El::new("thead").child(head)).child(body)
}
