//! A small value model over `features`: a linear part plus one hidden
//! layer of ReLU units, f32, pure Rust. It predicts the *rest* of the game:
//! value = the player's current total + `SCALE` × output.
//!
//! Weights file (little endian): magic `CLVW`, u32 version, u32 inputs,
//! u32 hidden, then arrays: linear[inputs], bias_out, w1[inputs × hidden]
//! (input-major), b1[hidden], w2[hidden]; each weight an f32 in version 1
//! (training's checkpoints), an IEEE f16 in version 2 (the shipped files).

use super::features::{Features, N_INPUTS};

pub const SCALE: f32 = 100.0;
const MAGIC: &[u8; 4] = b"CLVW";
pub const MAX_HIDDEN: usize = 256;

#[derive(Clone, Debug)]
pub struct Net {
    pub hidden: usize,
    pub lin: Vec<f32>,
    pub b_out: f32,
    /// Input-major: `w1[i * hidden + j]`.
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    pub w2: Vec<f32>,
}

impl Net {
    /// All output weights zero: the value is the current score.
    pub fn zero(hidden: usize) -> Net {
        Net::zero_over(N_INPUTS, hidden)
    }

    /// `zero` over `inputs` inputs (each game's features have their own count).
    pub fn zero_over(inputs: usize, hidden: usize) -> Net {
        Net {
            hidden,
            lin: vec![0.0; inputs],
            b_out: 0.0,
            w1: vec![0.0; inputs * hidden],
            b1: vec![0.0; hidden],
            w2: vec![0.0; hidden],
        }
    }

    /// Random hidden weights (from `next`, uniform in ±`scale`), zero output
    /// weights: it starts as the current score and learns the rest.
    pub fn random(hidden: usize, scale: f32, next: impl FnMut() -> f32) -> Net {
        Net::random_over(N_INPUTS, hidden, scale, next)
    }

    /// `random` over `inputs` inputs.
    pub fn random_over(
        inputs: usize,
        hidden: usize,
        scale: f32,
        mut next: impl FnMut() -> f32,
    ) -> Net {
        let mut n = Net::zero_over(inputs, hidden);
        for w in n.w1.iter_mut() {
            *w = (next() * 2.0 - 1.0) * scale;
        }
        for b in n.b1.iter_mut() {
            *b = (next() * 2.0 - 1.0) * scale * 0.5 + 0.05;
        }
        n
    }

    /// This model with `hidden` units: the existing units kept, new ones
    /// with random inputs (from `next`, uniform in ±`scale`) and zero
    /// output weights, so the wider model starts with the same values.
    pub fn widen(&self, hidden: usize, scale: f32, mut next: impl FnMut() -> f32) -> Net {
        if hidden <= self.hidden {
            return self.clone();
        }
        let fresh = Net::random_over(self.inputs(), hidden, scale, &mut next);
        let mut n = Net {
            lin: self.lin.clone(),
            b_out: self.b_out,
            ..fresh
        };
        for i in 0..self.inputs() {
            n.w1[i * hidden..i * hidden + self.hidden]
                .copy_from_slice(&self.w1[i * self.hidden..(i + 1) * self.hidden]);
        }
        n.b1[..self.hidden].copy_from_slice(&self.b1);
        n.w2[..self.hidden].copy_from_slice(&self.w2);
        n
    }

    /// How many inputs the model reads.
    pub fn inputs(&self) -> usize {
        self.lin.len()
    }

    /// Weights of the inputs in `range` set to 0: the model ignores them.
    pub fn clear_inputs(&mut self, range: std::ops::Range<usize>) {
        let hn = self.hidden;
        for i in range {
            self.lin[i] = 0.0;
            self.w1[i * hn..(i + 1) * hn].fill(0.0);
        }
    }

    /// The raw output for `f`, filling `h` with the hidden activations.
    #[inline]
    pub fn forward<const M: usize>(&self, f: &Features<M>, h: &mut [f32; MAX_HIDDEN]) -> f32 {
        let hn = self.hidden;
        let mut out = self.b_out;
        h[..hn].copy_from_slice(&self.b1);
        for (i, x) in f.iter() {
            out += self.lin[i] * x;
            if hn > 0 {
                let row = &self.w1[i * hn..(i + 1) * hn];
                if x == 1.0 {
                    for (hj, w) in h[..hn].iter_mut().zip(row) {
                        *hj += w;
                    }
                } else {
                    for (hj, w) in h[..hn].iter_mut().zip(row) {
                        *hj += w * x;
                    }
                }
            }
        }
        for (hj, w) in h[..hn].iter_mut().zip(&self.w2) {
            *hj = hj.max(0.0);
            out += w * *hj;
        }
        out
    }

    pub fn output<const M: usize>(&self, f: &Features<M>) -> f32 {
        let mut h = [0.0; MAX_HIDDEN];
        self.forward(f, &mut h)
    }

    /// One SGD step moving the output towards `target` (both raw outputs).
    pub fn learn<const M: usize>(&mut self, f: &Features<M>, target: f32, lr: f32) -> f32 {
        let mut h = [0.0; MAX_HIDDEN];
        let out = self.forward(f, &mut h);
        let err = target - out;
        let g = lr * err;
        let hn = self.hidden;
        self.b_out += g;
        for (i, x) in f.iter() {
            self.lin[i] += g * x;
        }
        #[allow(clippy::needless_range_loop)]
        for j in 0..hn {
            if h[j] > 0.0 {
                let gj = g * self.w2[j];
                self.b1[j] += gj;
                for (i, x) in f.iter() {
                    self.w1[i * hn + j] += gj * x;
                }
            }
            self.w2[j] += g * h[j];
        }
        err
    }

    /// The weights file: version 1 stores every weight as f32 (what
    /// training writes), version 2 as f16 (what ships: half the bytes).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.write(1)
    }

    /// The weights file in half precision (version 2).
    pub fn to_half_bytes(&self) -> Vec<u8> {
        self.write(2)
    }

    /// This model with every weight rounded to half precision, as read
    /// back from `to_half_bytes`.
    pub fn rounded_to_half(&self) -> Net {
        let r = |xs: &[f32]| xs.iter().map(|&x| f16_to_f32(f32_to_f16(x))).collect();
        Net {
            hidden: self.hidden,
            lin: r(&self.lin),
            b_out: f16_to_f32(f32_to_f16(self.b_out)),
            w1: r(&self.w1),
            b1: r(&self.b1),
            w2: r(&self.w2),
        }
    }

    fn write(&self, version: u32) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        for v in [version, self.inputs() as u32, self.hidden as u32] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let mut put = |xs: &[f32]| {
            for &x in xs {
                if version == 2 {
                    out.extend_from_slice(&f32_to_f16(x).to_le_bytes());
                } else {
                    out.extend_from_slice(&x.to_le_bytes());
                }
            }
        };
        put(&self.lin);
        put(&[self.b_out]);
        put(&self.w1);
        put(&self.b1);
        put(&self.w2);
        out
    }

    /// A weights file of the first game's features (`N_INPUTS` inputs).
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, String> {
        Net::from_bytes_over(bytes, N_INPUTS)
    }

    /// A weights file of a model reading `expected` inputs.
    pub fn from_bytes_over(bytes: &[u8], expected: usize) -> Result<Net, String> {
        if bytes.len() < 16 || &bytes[..4] != MAGIC {
            return Err("not a clever weights file".into());
        }
        let u = |k: usize| u32::from_le_bytes(bytes[k..k + 4].try_into().unwrap()) as usize;
        let (version, inputs, hidden) = (u(4), u(8), u(12));
        if !(1..=2).contains(&version) || inputs != expected || hidden > MAX_HIDDEN {
            return Err(format!(
                "weights for version {version}, {inputs} inputs, {hidden} hidden; this build reads versions 1 and 2, {expected} inputs"
            ));
        }
        let width = if version == 2 { 2 } else { 4 };
        let count = inputs + 1 + inputs * hidden + 2 * hidden;
        if bytes.len() != 16 + width * count {
            return Err("weights file has the wrong length".into());
        }
        let mut vals = bytes[16..].chunks_exact(width).map(|c| match c {
            &[a, b] => f16_to_f32(u16::from_le_bytes([a, b])),
            _ => f32::from_le_bytes(c.try_into().unwrap()),
        });
        let mut take = |n: usize| (&mut vals).take(n).collect::<Vec<f32>>();
        let lin = take(inputs);
        let b_out = take(1)[0];
        let w1 = take(inputs * hidden);
        let b1 = take(hidden);
        let w2 = take(hidden);
        Ok(Net {
            hidden,
            lin,
            b_out,
            w1,
            b1,
            w2,
        })
    }
}

/// `x` as the nearest IEEE half-precision number (ties to even); beyond
/// ±65504 it is ±infinity.
pub fn f32_to_f16(x: f32) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xFF) as i32;
    let mant = bits & 0x7F_FFFF;
    if exp == 0xFF {
        return sign | 0x7C00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 31 {
        return sign | 0x7C00;
    }
    // Keep the top bits of the significand, rounding the rest to even.
    let round = |value: u32, shift: u32| {
        let kept = value >> shift;
        let rest = value & ((1 << shift) - 1);
        let half = 1 << (shift - 1);
        kept + u32::from(rest > half || (rest == half && kept & 1 == 1))
    };
    if e <= 0 {
        // Subnormal (or zero) in half precision.
        if e < -10 {
            return sign;
        }
        return sign | round(mant | 0x80_0000, (14 - e) as u32) as u16;
    }
    // A carry out of the significand steps the exponent, as it should.
    sign | round((e as u32) << 23 | mant, 13) as u16
}

/// The f32 equal to the half-precision number `h`.
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = u32::from(h & 0x8000) << 16;
    let exp = u32::from((h >> 10) & 0x1F);
    let mant = u32::from(h & 0x3FF);
    match exp {
        0 => {
            let v = mant as f32 / (1u32 << 24) as f32;
            if sign != 0 {
                -v
            } else {
                v
            }
        }
        0x1F => f32::from_bits(sign | 0x7F80_0000 | mant << 13),
        _ => f32::from_bits(sign | (exp + 127 - 15) << 23 | mant << 13),
    }
}
