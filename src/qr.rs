//! QR codes (ISO/IEC 18004), written from the standard's description: byte
//! mode (the text's UTF-8 bytes), error correction level M, versions 1–40,
//! the mask of lowest penalty. No dependencies and nothing platform-bound:
//! it runs natively and in the wasm32 worker alike.
//!
//! The steps, in the standard's order: the data bit stream (mode, character
//! count, bytes, terminator, pad codewords), its split into blocks, each
//! block's Reed–Solomon error correction codewords over GF(256), the
//! interleaving of the blocks, the function patterns (finders, separators,
//! timing, alignment, dark module, version information), the placement of
//! the codewords in the two-module-wide zigzag, and last each of the eight
//! masks with its format information, scored by the four penalty rules.

use core::fmt::Write;

/// A QR code's modules: `size` × `size`, row by row, true = dark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    pub size: usize,
    pub modules: Vec<bool>,
}

impl Qr {
    /// The smallest QR code (byte mode, error correction level M, versions
    /// 1–40) holding `text`; None if too long (more than 2331 bytes).
    pub fn encode(text: &str) -> Option<Qr> {
        let bytes = text.as_bytes();
        let version = (1..=MAX_VERSION).find(|&v| bytes.len() <= byte_capacity(v))?;
        let data = data_codewords(version, bytes);
        let codewords = interleave(version, &data);
        let mut symbol = Symbol::new(version);
        symbol.place(&codewords);
        let best = (0..8u8)
            .map(|mask| {
                let mut masked = symbol.clone();
                masked.apply_mask(mask);
                masked.draw_format(mask);
                (masked.penalty(), masked)
            })
            .min_by_key(|(penalty, _)| *penalty)?
            .1;
        Some(Qr {
            size: best.size,
            modules: best.dark,
        })
    }

    /// The version (1–40): the size is 17 + 4 × version.
    pub fn version(&self) -> usize {
        (self.size - 17) / 4
    }

    /// Whether the module at column `x`, row `y` is dark (outside the
    /// symbol, in the quiet zone: light).
    pub fn dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.modules[y * self.size + x]
    }

    /// An SVG path `d` drawing the dark modules, each row's runs merged
    /// ("Mx yhNv1h-Nz"), in module units without the quiet zone: draw it in
    /// `<svg viewBox="-4 -4 size+8 size+8">`.
    pub fn svg_path(&self) -> String {
        let mut d = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if !self.dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < self.size && self.dark(x, y) {
                    x += 1;
                }
                let n = x - start;
                let _ = write!(d, "M{start} {y}h{n}v1h-{n}z");
            }
        }
        d
    }
}

/// The largest version.
const MAX_VERSION: usize = 40;

/// Error correction level M, versions 1–40 (ISO/IEC 18004, the table of
/// error correction characteristics): the error correction codewords of
/// each block and the number of blocks. The data codewords are the rest of
/// the version's codewords, shared out so that the later blocks hold one
/// more than the earlier ones where they do not divide evenly.
const LEVEL_M: [(u8, u8); MAX_VERSION] = [
    (10, 1),
    (16, 1),
    (26, 1),
    (18, 2),
    (24, 2),
    (16, 4),
    (18, 4),
    (22, 4),
    (22, 5),
    (26, 5),
    (30, 5),
    (22, 8),
    (22, 9),
    (24, 9),
    (24, 10),
    (28, 10),
    (28, 11),
    (26, 13),
    (26, 14),
    (26, 16),
    (26, 17),
    (28, 17),
    (28, 18),
    (28, 20),
    (28, 21),
    (28, 23),
    (28, 25),
    (28, 26),
    (28, 28),
    (28, 29),
    (28, 31),
    (28, 33),
    (28, 35),
    (28, 37),
    (28, 38),
    (28, 40),
    (28, 43),
    (28, 45),
    (28, 47),
    (28, 49),
];

/// The format information's two bits for level M.
const LEVEL_M_BITS: u32 = 0b00;

/// The row/column coordinates of the alignment patterns' centres, versions
/// 2–40 (ISO/IEC 18004, Annex E); every pair of them is a centre but the
/// three that fall on the finder patterns.
const ALIGNMENT: [&[u8]; MAX_VERSION - 1] = [
    &[6, 18],
    &[6, 22],
    &[6, 26],
    &[6, 30],
    &[6, 34],
    &[6, 22, 38],
    &[6, 24, 42],
    &[6, 26, 46],
    &[6, 28, 50],
    &[6, 30, 54],
    &[6, 32, 58],
    &[6, 34, 62],
    &[6, 26, 46, 66],
    &[6, 26, 48, 70],
    &[6, 26, 50, 74],
    &[6, 30, 54, 78],
    &[6, 30, 56, 82],
    &[6, 30, 58, 86],
    &[6, 34, 62, 90],
    &[6, 28, 50, 72, 94],
    &[6, 26, 50, 74, 98],
    &[6, 30, 54, 78, 102],
    &[6, 28, 54, 80, 106],
    &[6, 32, 58, 84, 110],
    &[6, 30, 58, 86, 114],
    &[6, 34, 62, 90, 118],
    &[6, 26, 50, 74, 98, 122],
    &[6, 30, 54, 78, 102, 126],
    &[6, 26, 52, 78, 104, 130],
    &[6, 30, 56, 82, 108, 134],
    &[6, 34, 60, 86, 112, 138],
    &[6, 30, 58, 86, 114, 142],
    &[6, 34, 62, 90, 118, 146],
    &[6, 30, 54, 78, 102, 126, 150],
    &[6, 24, 50, 76, 102, 128, 154],
    &[6, 28, 54, 80, 106, 132, 158],
    &[6, 32, 58, 84, 110, 136, 162],
    &[6, 26, 54, 82, 110, 138, 166],
    &[6, 30, 58, 86, 114, 142, 170],
];

fn alignment_centres(version: usize) -> &'static [u8] {
    if version < 2 {
        &[]
    } else {
        ALIGNMENT[version - 2]
    }
}

/// The symbol's side in modules.
fn size_of(version: usize) -> usize {
    17 + 4 * version
}

/// The modules left for codewords once the function patterns are drawn:
/// the finders with their separators (3 × 8 × 8), the two timing patterns
/// between them, the alignment patterns (5 × 5 each, less the timing
/// modules that those on row or column 6 share), the two copies of the
/// format information with the dark module (2 × 15 + 1) and from version 7
/// the two copies of the version information (2 × 18).
fn data_modules(version: usize) -> usize {
    let size = size_of(version);
    let n = alignment_centres(version).len();
    let alignment = if n == 0 {
        0
    } else {
        25 * (n * n - 3) - 2 * 5 * (n - 2)
    };
    let version_info = if version >= 7 { 36 } else { 0 };
    size * size - 3 * 64 - 2 * (size - 16) - alignment - 31 - version_info
}

/// All the codewords of a version (the modules left over are remainder
/// bits, always light before masking).
fn total_codewords(version: usize) -> usize {
    data_modules(version) / 8
}

/// The data codewords of a version at level M.
fn data_capacity(version: usize) -> usize {
    let (ec, blocks) = LEVEL_M[version - 1];
    total_codewords(version) - ec as usize * blocks as usize
}

/// The byte mode's character count indicator length.
fn count_bits(version: usize) -> usize {
    if version <= 9 {
        8
    } else {
        16
    }
}

/// The most bytes a version holds in byte mode at level M.
fn byte_capacity(version: usize) -> usize {
    (data_capacity(version) * 8 - 4 - count_bits(version)) / 8
}

/// Bits appended most significant first.
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    fn push(&mut self, value: u32, count: usize) {
        for i in (0..count).rev() {
            if self.len.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if (value >> i) & 1 == 1 {
                self.bytes[self.len / 8] |= 0x80 >> (self.len % 8);
            }
            self.len += 1;
        }
    }
}

/// The data codewords: mode indicator 0100 (byte), the character count,
/// the bytes, the terminator (up to four zeros), zeros to the byte
/// boundary, then the pad codewords 0xEC and 0x11 in turn. `bytes` must fit
/// the version.
fn data_codewords(version: usize, bytes: &[u8]) -> Vec<u8> {
    let capacity = data_capacity(version);
    let mut bits = Bits {
        bytes: Vec::with_capacity(capacity),
        len: 0,
    };
    bits.push(0b0100, 4);
    bits.push(bytes.len() as u32, count_bits(version));
    for &b in bytes {
        bits.push(b as u32, 8);
    }
    let terminator = (capacity * 8 - bits.len).min(4);
    bits.push(0, terminator);
    let boundary = (8 - bits.len % 8) % 8;
    bits.push(0, boundary);
    let mut codewords = bits.bytes;
    for pad in [0xEC, 0x11].into_iter().cycle() {
        if codewords.len() >= capacity {
            break;
        }
        codewords.push(pad);
    }
    codewords
}

/// The lengths of a version's data blocks, in order (the shorter first).
fn block_lengths(version: usize) -> Vec<usize> {
    let blocks = LEVEL_M[version - 1].1 as usize;
    let data = data_capacity(version);
    let short = data / blocks;
    let long_blocks = data % blocks;
    (0..blocks)
        .map(|i| short + usize::from(i >= blocks - long_blocks))
        .collect()
}

/// The final sequence of codewords: the data codewords split into blocks,
/// each block's error correction appended, then interleaved (the first
/// codeword of every block, the second, …; the data first, then the error
/// correction).
fn interleave(version: usize, data: &[u8]) -> Vec<u8> {
    let ec = LEVEL_M[version - 1].0 as usize;
    let mut blocks: Vec<&[u8]> = Vec::new();
    let mut rest = data;
    for len in block_lengths(version) {
        let (block, tail) = rest.split_at(len);
        blocks.push(block);
        rest = tail;
    }
    let ecs: Vec<Vec<u8>> = blocks.iter().map(|b| reed_solomon(b, ec)).collect();
    let longest = blocks.iter().map(|b| b.len()).max().unwrap_or(0);
    let mut out = Vec::with_capacity(total_codewords(version));
    for i in 0..longest {
        out.extend(blocks.iter().filter_map(|b| b.get(i)));
    }
    for i in 0..ec {
        out.extend(ecs.iter().map(|e| e[i]));
    }
    out
}

/// GF(256) with the field polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D): the
/// powers of α = 2 and their logarithms.
struct Field {
    exp: [u8; 255],
    log: [u8; 256],
}

const FIELD: Field = {
    let mut exp = [0u8; 255];
    let mut log = [0u8; 256];
    let mut x: u32 = 1;
    let mut i = 0;
    while i < 255 {
        exp[i] = x as u8;
        log[x as usize] = i as u8;
        x <<= 1;
        if x & 0x100 != 0 {
            x ^= 0x11D;
        }
        i += 1;
    }
    Field { exp, log }
};

fn gf_mul(a: u8, b: u8) -> u8 {
    if a == 0 || b == 0 {
        0
    } else {
        let sum = FIELD.log[a as usize] as usize + FIELD.log[b as usize] as usize;
        FIELD.exp[sum % 255]
    }
}

/// α^i.
fn gf_pow(i: usize) -> u8 {
    FIELD.exp[i % 255]
}

/// The generator polynomial of `n` error correction codewords,
/// (x − α⁰)(x − α¹)…(x − αⁿ⁻¹), highest degree first (monic).
fn generator(n: usize) -> Vec<u8> {
    let mut g = vec![1u8];
    for i in 0..n {
        let root = gf_pow(i);
        let mut next = vec![0u8; g.len() + 1];
        for (j, &c) in g.iter().enumerate() {
            next[j] ^= c;
            next[j + 1] ^= gf_mul(c, root);
        }
        g = next;
    }
    g
}

/// The `n` error correction codewords of a block: the remainder of
/// data(x)·xⁿ divided by the generator polynomial.
fn reed_solomon(data: &[u8], n: usize) -> Vec<u8> {
    let g = generator(n);
    let mut rem = vec![0u8; n];
    for &d in data {
        let factor = d ^ rem[0];
        rem.remove(0);
        rem.push(0);
        for (r, &c) in rem.iter_mut().zip(&g[1..]) {
            *r ^= gf_mul(c, factor);
        }
    }
    rem
}

/// The remainder of `value` × x^`degree` divided by the binary polynomial
/// `poly` of degree `degree` (`value` of at most 15 bits).
fn bch_remainder(value: u32, poly: u32, degree: u32) -> u32 {
    let mut r = value << degree;
    for bit in (degree..degree + 15).rev() {
        if (r >> bit) & 1 == 1 {
            r ^= poly << (bit - degree);
        }
    }
    r
}

/// The 15 format information bits of level M and a mask: the five data
/// bits, their BCH(15,5) code (generator 0x537), XORed with 0x5412.
fn format_bits(mask: u8) -> u32 {
    let data = (LEVEL_M_BITS << 3) | mask as u32;
    ((data << 10) | bch_remainder(data, 0x537, 10)) ^ 0x5412
}

/// The 18 version information bits (version 7 and up): the version in six
/// bits and its BCH(18,6) code (generator 0x1F25).
fn version_bits(version: usize) -> u32 {
    let v = version as u32;
    (v << 12) | bch_remainder(v, 0x1F25, 12)
}

/// The positions (x, y) of the format information's bits 0–14, first copy
/// (around the top-left finder) and second copy (beside the other two).
fn format_positions(size: usize) -> [[(usize, usize); 15]; 2] {
    let mut first = [(0, 0); 15];
    let mut second = [(0, 0); 15];
    for (i, (a, b)) in first.iter_mut().zip(second.iter_mut()).enumerate() {
        *a = match i {
            0..=5 => (8, i),
            6 => (8, 7),
            7 => (8, 8),
            8 => (7, 8),
            _ => (14 - i, 8),
        };
        *b = if i < 8 {
            (size - 1 - i, 8)
        } else {
            (8, size - 15 + i)
        };
    }
    [first, second]
}

/// The positions (x, y) of the version information's bits 0–17, below the
/// top-right finder and beside the bottom-left one.
fn version_positions(size: usize) -> [[(usize, usize); 18]; 2] {
    let mut top_right = [(0, 0); 18];
    let mut bottom_left = [(0, 0); 18];
    for (i, (t, b)) in top_right.iter_mut().zip(bottom_left.iter_mut()).enumerate() {
        let (near, far) = (size - 11 + i % 3, i / 3);
        *t = (near, far);
        *b = (far, near);
    }
    [top_right, bottom_left]
}

/// The masks' conditions for row `y`, column `x`: where true the module is
/// inverted.
fn mask_hit(mask: u8, x: usize, y: usize) -> bool {
    match mask {
        0 => (x + y).is_multiple_of(2),
        1 => y.is_multiple_of(2),
        2 => x.is_multiple_of(3),
        3 => (x + y).is_multiple_of(3),
        4 => (y / 2 + x / 3).is_multiple_of(2),
        5 => (x * y) % 2 + (x * y) % 3 == 0,
        6 => ((x * y) % 2 + (x * y) % 3).is_multiple_of(2),
        _ => ((x + y) % 2 + (x * y) % 3).is_multiple_of(2),
    }
}

/// A symbol being built: its modules and which of them are function
/// patterns (neither data nor masked).
#[derive(Clone)]
struct Symbol {
    size: usize,
    dark: Vec<bool>,
    function: Vec<bool>,
}

impl Symbol {
    /// The symbol with its function patterns drawn, the format information
    /// reserved (light) and the data region empty.
    fn new(version: usize) -> Symbol {
        let size = size_of(version);
        let mut s = Symbol {
            size,
            dark: vec![false; size * size],
            function: vec![false; size * size],
        };
        // Timing patterns: row 6 and column 6, dark on even positions.
        for i in 0..size {
            s.set(6, i, i % 2 == 0);
            s.set(i, 6, i % 2 == 0);
        }
        // Finder patterns with their separators.
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4i32..=4 {
                for dx in -4i32..=4 {
                    let (x, y) = (cx as i32 + dx, cy as i32 + dy);
                    if x < 0 || y < 0 || x >= size as i32 || y >= size as i32 {
                        continue;
                    }
                    let ring = dx.abs().max(dy.abs());
                    s.set(x as usize, y as usize, ring != 2 && ring != 4);
                }
            }
        }
        // Alignment patterns.
        let centres = alignment_centres(version);
        let last = centres.len().saturating_sub(1);
        for (i, &cy) in centres.iter().enumerate() {
            for (j, &cx) in centres.iter().enumerate() {
                if [(0, 0), (0, last), (last, 0)].contains(&(i, j)) {
                    continue;
                }
                for dy in -2i32..=2 {
                    for dx in -2i32..=2 {
                        let ring = dx.abs().max(dy.abs());
                        let (x, y) = ((cx as i32 + dx) as usize, (cy as i32 + dy) as usize);
                        s.set(x, y, ring != 1);
                    }
                }
            }
        }
        // Format information (drawn per mask), reserved now; the dark module.
        for copy in format_positions(size) {
            for (x, y) in copy {
                s.set(x, y, false);
            }
        }
        s.set(8, size - 8, true);
        // Version information.
        if version >= 7 {
            let bits = version_bits(version);
            for copy in version_positions(size) {
                for (i, (x, y)) in copy.into_iter().enumerate() {
                    s.set(x, y, (bits >> i) & 1 == 1);
                }
            }
        }
        s
    }

    /// Draws a function module.
    fn set(&mut self, x: usize, y: usize, dark: bool) {
        let i = y * self.size + x;
        self.dark[i] = dark;
        self.function[i] = true;
    }

    /// Places the codewords, most significant bit first, in the zigzag:
    /// column pairs from the right, upward then downward in turn, the right
    /// module of a pair before the left, skipping the vertical timing
    /// column and every function module. Remainder bits stay light.
    fn place(&mut self, codewords: &[u8]) {
        let size = self.size;
        let mut bit = 0;
        let mut right = size - 1;
        let mut upward = true;
        loop {
            for step in 0..size {
                let y = if upward { size - 1 - step } else { step };
                for x in [right, right - 1] {
                    let i = y * size + x;
                    if self.function[i] {
                        continue;
                    }
                    let byte = codewords.get(bit / 8).copied().unwrap_or(0);
                    self.dark[i] = (byte >> (7 - bit % 8)) & 1 == 1;
                    bit += 1;
                }
            }
            upward = !upward;
            if right < 3 {
                break;
            }
            right -= 2;
            if right == 6 {
                right = 5;
            }
        }
    }

    /// Inverts the data modules where the mask's condition holds.
    fn apply_mask(&mut self, mask: u8) {
        for y in 0..self.size {
            for x in 0..self.size {
                let i = y * self.size + x;
                if !self.function[i] && mask_hit(mask, x, y) {
                    self.dark[i] = !self.dark[i];
                }
            }
        }
    }

    /// Draws both copies of the format information for level M and `mask`.
    fn draw_format(&mut self, mask: u8) {
        let bits = format_bits(mask);
        for copy in format_positions(self.size) {
            for (i, (x, y)) in copy.into_iter().enumerate() {
                self.dark[y * self.size + x] = (bits >> i) & 1 == 1;
            }
        }
    }

    /// The four penalty rules' sum: runs of five or more alike in a row or
    /// column (3 + the excess), 2 × 2 blocks alike (3 each), the finder-like
    /// 1:1:3:1:1 pattern with four light modules on a side (40 each, the
    /// quiet zone counting as light), and 10 for every full 5 % by which
    /// the dark share strays from half.
    fn penalty(&self) -> usize {
        let size = self.size;
        let at = |x: usize, y: usize| self.dark[y * size + x];
        let mut penalty = 0;
        for horizontal in [true, false] {
            for a in 0..size {
                let line: Vec<bool> = (0..size)
                    .map(|b| if horizontal { at(b, a) } else { at(a, b) })
                    .collect();
                penalty += line_penalty(&line);
            }
        }
        for y in 0..size - 1 {
            for x in 0..size - 1 {
                let c = at(x, y);
                if at(x + 1, y) == c && at(x, y + 1) == c && at(x + 1, y + 1) == c {
                    penalty += 3;
                }
            }
        }
        let dark = self.dark.iter().filter(|&&d| d).count();
        let total = size * size;
        let k = (20 * dark).abs_diff(10 * total) / total;
        penalty + 10 * k
    }
}

/// Rules 1 and 3 on one row or column.
fn line_penalty(line: &[bool]) -> usize {
    let mut penalty = 0;
    let mut run = 0;
    for (i, &m) in line.iter().enumerate() {
        if i > 0 && line[i - 1] == m {
            run += 1;
        } else {
            run = 1;
        }
        if run == 5 {
            penalty += 3;
        } else if run > 5 {
            penalty += 1;
        }
    }
    let light = |i: isize| i < 0 || i as usize >= line.len() || !line[i as usize];
    const FINDER: [bool; 7] = [true, false, true, true, true, false, true];
    for start in 0..line.len().saturating_sub(6) {
        if line[start..start + 7] != FINDER {
            continue;
        }
        let s = start as isize;
        let before = (s - 4..s).all(light);
        let after = (s + 7..s + 11).all(light);
        if before || after {
            penalty += 40;
        }
    }
    penalty
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The byte mode capacities at level M, versions 1–40 (ISO/IEC 18004).
    const CAPACITY_M: [usize; 40] = [
        14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624,
        666, 711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809,
        1911, 1989, 2099, 2213, 2331,
    ];

    /// All codewords per version, 1–15 (ISO/IEC 18004).
    const TOTAL: [usize; 15] = [
        26, 44, 70, 100, 134, 172, 196, 242, 292, 346, 404, 466, 532, 581, 655,
    ];

    fn text_of(len: usize) -> String {
        let base = "https://example.github.io/clever/#join=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_";
        base.chars().cycle().take(len).collect()
    }

    #[test]
    fn reed_solomon_of_the_published_1m_example() {
        let data = [
            16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17,
        ];
        assert_eq!(
            reed_solomon(&data, 10),
            [165, 36, 212, 193, 237, 54, 199, 135, 44, 85]
        );
    }

    #[test]
    fn field_and_generator() {
        assert_eq!(gf_pow(8), 0x1D);
        assert_eq!(gf_mul(gf_pow(200), gf_pow(100)), gf_pow(300));
        // Every root α⁰…α⁹ of the degree-10 generator is a root.
        let g = generator(10);
        for i in 0..10 {
            let root = gf_pow(i);
            let value = g.iter().fold(0u8, |acc, &c| gf_mul(acc, root) ^ c);
            assert_eq!(value, 0, "α^{i}");
        }
    }

    #[test]
    fn format_and_version_information() {
        assert_eq!(format!("{:015b}", format_bits(0)), "101010000010010");
        assert_eq!(format!("{:018b}", version_bits(7)), "000111110010010100");
        // Version 40 from the standard's table of version information.
        assert_eq!(version_bits(40), 0x28C69);
    }

    #[test]
    fn codeword_counts_match_the_standard_and_the_drawn_symbol() {
        for (v, &total) in TOTAL.iter().enumerate() {
            assert_eq!(total_codewords(v + 1), total, "version {}", v + 1);
        }
        for v in 1..=MAX_VERSION {
            let s = Symbol::new(v);
            let free = s.function.iter().filter(|&&f| !f).count();
            assert_eq!(free, data_modules(v), "version {v}");
            assert_eq!(byte_capacity(v), CAPACITY_M[v - 1], "version {v}");
            let lengths = block_lengths(v);
            assert_eq!(lengths.iter().sum::<usize>(), data_capacity(v));
            assert!(lengths.windows(2).all(|w| w[0] <= w[1] && w[1] - w[0] <= 1));
        }
    }

    #[test]
    fn data_codewords_have_mode_count_terminator_and_padding() {
        let d = data_codewords(1, b"AB");
        // 0100 00000010 01000001 01000010 0000, then pad.
        assert_eq!(&d[..4], &[0x40, 0x24, 0x14, 0x20]);
        assert_eq!(&d[4..8], &[0xEC, 0x11, 0xEC, 0x11]);
        assert_eq!(d.len(), 16);
        // Version 10: a 16-bit count.
        let d = data_codewords(10, b"x");
        assert_eq!(&d[..4], &[0x40, 0x00, 0x17, 0x80]);
        assert_eq!(d.len(), 216);
    }

    fn assert_finder(qr: &Qr, left: usize, top: usize) {
        for dy in 0..7 {
            for dx in 0..7 {
                let ring = (dx as i32 - 3).abs().max((dy as i32 - 3).abs());
                assert_eq!(
                    qr.dark(left + dx, top + dy),
                    ring != 2,
                    "finder at ({left},{top})"
                );
            }
        }
    }

    #[test]
    fn structure_of_every_supported_size() {
        for len in [1, 20, 60, 100, 150, 200, 300, 412] {
            let qr = Qr::encode(&text_of(len)).unwrap();
            let v = qr.version();
            let size = qr.size;
            assert_eq!(size, 17 + 4 * v);
            assert_eq!(qr.modules.len(), size * size);
            assert_finder(&qr, 0, 0);
            assert_finder(&qr, size - 7, 0);
            assert_finder(&qr, 0, size - 7);
            // Separators: light.
            for i in 0..8 {
                assert!(!qr.dark(7, i) && !qr.dark(i, 7));
                assert!(!qr.dark(size - 8, i) && !qr.dark(size - 1 - i, 7));
                assert!(!qr.dark(7, size - 1 - i) && !qr.dark(i, size - 8));
            }
            for i in 8..size - 8 {
                assert_eq!(qr.dark(i, 6), i % 2 == 0, "timing row, v{v}");
                assert_eq!(qr.dark(6, i), i % 2 == 0, "timing column, v{v}");
            }
            assert!(qr.dark(8, 4 * v + 9), "dark module, v{v}");
            // An alignment pattern at the last centre pair.
            if v >= 2 {
                let c = *alignment_centres(v).last().unwrap() as usize;
                assert!(qr.dark(c, c) && !qr.dark(c + 1, c) && qr.dark(c + 2, c + 2));
            }
            assert!(!qr.dark(size, 0) && !qr.dark(0, size));
        }
    }

    #[test]
    fn smallest_version_and_capacity_boundaries() {
        assert_eq!(Qr::encode("").unwrap().version(), 1);
        for v in 1..=MAX_VERSION {
            let cap = CAPACITY_M[v - 1];
            assert_eq!(
                Qr::encode(&text_of(cap)).unwrap().version(),
                v,
                "{cap} bytes"
            );
            if v < MAX_VERSION {
                assert_eq!(Qr::encode(&text_of(cap + 1)).unwrap().version(), v + 1);
            }
        }
        assert!(Qr::encode(&text_of(2332)).is_none());
        // UTF-8: bytes count, not characters (ü is two bytes).
        assert_eq!(Qr::encode(&"ü".repeat(7)).unwrap().version(), 1);
        assert_eq!(Qr::encode(&"ü".repeat(8)).unwrap().version(), 2);
    }

    #[test]
    fn svg_path_merges_each_row_runs() {
        let qr = Qr::encode("hi").unwrap();
        let d = qr.svg_path();
        // The top row starts with the finder's 7 dark modules.
        assert!(d.starts_with("M0 0h7v1h-7z"), "{d}");
        let drawn: usize = d
            .split('z')
            .filter(|s| !s.is_empty())
            .map(|s| {
                s.split('h')
                    .nth(1)
                    .unwrap()
                    .trim_end_matches("v1")
                    .parse::<usize>()
                    .unwrap()
            })
            .sum();
        assert_eq!(drawn, qr.modules.iter().filter(|&&m| m).count());
    }

    // A partial decoder, written apart from the encoder's drawing code: it
    // reads the format information back, unmasks the data region,
    // de-interleaves the blocks, checks each block's Reed–Solomon syndromes
    // and parses the byte mode segment.

    /// The (level bits, mask) whose format code is nearest the read bits.
    fn read_format(qr: &Qr) -> (u32, u8) {
        let read = |copy: &[(usize, usize); 15]| {
            copy.iter().enumerate().fold(0u32, |acc, (i, &(x, y))| {
                acc | (u32::from(qr.dark(x, y)) << i)
            })
        };
        let [first, second] = format_positions(qr.size);
        let (a, b) = (read(&first), read(&second));
        assert_eq!(a, b, "the two copies of the format information differ");
        let mut best = (u32::MAX, 0, 0);
        for level in 0..4u32 {
            for mask in 0..8u32 {
                let data = (level << 3) | mask;
                let code = ((data << 10) | bch_remainder(data, 0x537, 10)) ^ 0x5412;
                let distance = (code ^ a).count_ones();
                if distance < best.0 {
                    best = (distance, level, mask as u8);
                }
            }
        }
        assert_eq!(best.0, 0, "format information not a valid code");
        (best.1, best.2)
    }

    /// Whether (x, y) is a function module of a symbol of `version`,
    /// judged by rule rather than from a drawn symbol.
    fn is_function(version: usize, x: usize, y: usize) -> bool {
        let size = size_of(version);
        let near = |a: usize, b: usize| a.abs_diff(b) <= 2;
        if x == 6 || y == 6 {
            return true;
        }
        // Finders, separators, format information.
        let corners = [
            (x <= 8, y <= 8),
            (x >= size - 8, y <= 8),
            (x <= 8, y >= size - 8),
        ];
        if corners.contains(&(true, true)) {
            return true;
        }
        if version >= 7 && ((x >= size - 11 && y < 6) || (y >= size - 11 && x < 6)) {
            return true;
        }
        let c = alignment_centres(version);
        for (i, &cy) in c.iter().enumerate() {
            for (j, &cx) in c.iter().enumerate() {
                let (first, last) = ([i, j].map(|k| k == 0), [i, j].map(|k| k + 1 == c.len()));
                let corner = first == [true, true]
                    || first == [true, false] && last == [false, true]
                    || first == [false, true] && last == [true, false];
                if !corner && near(x, cx as usize) && near(y, cy as usize) {
                    return true;
                }
            }
        }
        false
    }

    /// The data region's positions in reading order.
    fn reading_order(version: usize) -> Vec<(usize, usize)> {
        let size = size_of(version);
        let mut order = Vec::new();
        // Column pairs by their right column: size-1, size-3, …, 8, then 5, 3, 1.
        let rights = (7..size).rev().step_by(2).chain([5, 3, 1]);
        for (k, right) in rights.enumerate() {
            let rows: Vec<usize> = if k % 2 == 0 {
                (0..size).rev().collect()
            } else {
                (0..size).collect()
            };
            for y in rows {
                for x in [right, right - 1] {
                    if !is_function(version, x, y) {
                        order.push((x, y));
                    }
                }
            }
        }
        order
    }

    /// The data codewords read back from a symbol, after checking the
    /// syndromes of every block.
    fn read_data(qr: &Qr) -> Vec<u8> {
        let version = qr.version();
        let (level, mask) = read_format(qr);
        assert_eq!(level, LEVEL_M_BITS);
        let order = reading_order(version);
        assert_eq!(order.len(), data_modules(version));
        let mut codewords = vec![0u8; order.len() / 8];
        for (bit, &(x, y)) in order.iter().enumerate().take(codewords.len() * 8) {
            if qr.dark(x, y) ^ mask_hit(mask, x, y) {
                codewords[bit / 8] |= 0x80 >> (bit % 8);
            }
        }
        let ec = LEVEL_M[version - 1].0 as usize;
        let lengths = block_lengths(version);
        let mut blocks: Vec<Vec<u8>> = lengths.iter().map(|_| Vec::new()).collect();
        let mut next = codewords.into_iter();
        let longest = *lengths.iter().max().unwrap();
        for i in 0..longest + ec {
            for (b, block) in blocks.iter_mut().enumerate() {
                if i < lengths[b] || i >= longest {
                    block.push(next.next().unwrap());
                }
            }
        }
        assert!(next.next().is_none());
        let mut data = Vec::new();
        for (b, block) in blocks.iter().enumerate() {
            // A codeword's polynomial vanishes at α⁰ … α^(ec−1).
            for i in 0..ec {
                let root = gf_pow(i);
                let s = block.iter().fold(0u8, |acc, &c| gf_mul(acc, root) ^ c);
                assert_eq!(s, 0, "version {version}, block {b}, syndrome {i}");
            }
            data.extend_from_slice(&block[..lengths[b]]);
        }
        data
    }

    /// The text of a byte mode segment.
    fn parse(version: usize, data: &[u8]) -> String {
        let bit = |i: usize| (data[i / 8] >> (7 - i % 8)) & 1;
        let read = |from: usize, n: usize| {
            (from..from + n).fold(0usize, |a, i| (a << 1) | bit(i) as usize)
        };
        assert_eq!(read(0, 4), 0b0100, "byte mode");
        let n = count_bits(version);
        let len = read(4, n);
        let bytes: Vec<u8> = (0..len).map(|k| read(4 + n + 8 * k, 8) as u8).collect();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn the_symbol_reads_back() {
        let cases = [
            text_of(0),
            text_of(5),
            "ganz schön clever".to_string(),
            text_of(14),
            text_of(26),
            text_of(84),
            text_of(60),
            text_of(122),
            text_of(150),
            text_of(200),
            text_of(213),
            text_of(412),
            text_of(1000),
        ];
        for text in &cases {
            let qr = Qr::encode(text).unwrap();
            let v = qr.version();
            let data = read_data(&qr);
            assert_eq!(data, data_codewords(v, text.as_bytes()), "version {v}");
            assert_eq!(&parse(v, &data), text);
        }
    }

    #[test]
    fn every_mask_reads_back_and_the_lowest_penalty_wins() {
        let text = text_of(100);
        let v = Qr::encode(&text).unwrap().version();
        let mut symbol = Symbol::new(v);
        symbol.place(&interleave(v, &data_codewords(v, text.as_bytes())));
        let mut penalties = Vec::new();
        for mask in 0..8 {
            let mut s = symbol.clone();
            s.apply_mask(mask);
            s.draw_format(mask);
            penalties.push(s.penalty());
            let qr = Qr {
                size: s.size,
                modules: s.dark,
            };
            assert_eq!(read_format(&qr), (LEVEL_M_BITS, mask));
            assert_eq!(parse(v, &read_data(&qr)), text);
        }
        let chosen = read_format(&Qr::encode(&text).unwrap()).1 as usize;
        assert_eq!(penalties[chosen], *penalties.iter().min().unwrap());
    }

    #[test]
    fn penalty_rules() {
        // Rule 1: a run of 7 scores 3 + 2; rule 3: the finder-like pattern
        // with light on a side scores 40.
        let run: Vec<bool> = [1, 1, 1, 1, 1, 1, 1, 0, 1, 0]
            .iter()
            .map(|&b| b == 1)
            .collect();
        assert_eq!(line_penalty(&run), 5);
        let finder: Vec<bool> = [0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0]
            .iter()
            .map(|&b| b == 1)
            .collect();
        assert_eq!(line_penalty(&finder), 40);
        // A code with nothing but light would score the all-light runs,
        // the blocks and the dark share: 10 × 10 for 0 % dark.
        let mut s = Symbol::new(1);
        s.dark.iter_mut().for_each(|d| *d = false);
        let size = s.size;
        let runs = 2 * size * (3 + size - 5);
        let blocks = 3 * (size - 1) * (size - 1);
        assert_eq!(s.penalty(), runs + blocks + 100);
    }
}
