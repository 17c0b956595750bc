//! The dice's random numbers in wasm: ChaCha8 drawn word by word exactly
//! as `rand_chacha`'s `ChaCha8Rng::seed_from_u64` draws them (every seed's
//! dice stay the same: saved games, links, the daily challenge), in a
//! fraction of its code (one block at a time, no vector lanes): every
//! byte of wasm is paid on the first load. Natively `rand_chacha` itself
//! rolls the dice (faster), and these tests hold the two to one stream.

/// "expand 32-byte k".
const SIGMA: [u32; 4] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574];

#[derive(Clone, Debug)]
pub struct ChaCha8 {
    /// The key (words 4–11 of the block's input).
    key: [u32; 8],
    /// The next block's counter (words 12–13; the stream, 14–15, is 0).
    counter: u64,
    /// The current block's output, and how much of it is read.
    block: [u32; 16],
    read: usize,
}

impl ChaCha8 {
    /// The key filled by PCG32 from `state`, as `rand_core`'s
    /// `SeedableRng::seed_from_u64` fills a seed.
    pub fn seed_from_u64(mut state: u64) -> ChaCha8 {
        let mut key = [0; 8];
        for word in &mut key {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(11_634_580_027_462_260_723);
            let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
            *word = xorshifted.rotate_right((state >> 59) as u32);
        }
        ChaCha8 {
            key,
            counter: 0,
            block: [0; 16],
            read: 16,
        }
    }

    pub fn next_u32(&mut self) -> u32 {
        if self.read == 16 {
            self.refill();
        }
        self.read += 1;
        self.block[self.read - 1]
    }

    /// Two words, the first the low half (as `rand_core`'s block reader).
    pub fn next_u64(&mut self) -> u64 {
        let low = self.next_u32() as u64;
        ((self.next_u32() as u64) << 32) | low
    }

    fn refill(&mut self) {
        let mut input = [0u32; 16];
        input[..4].copy_from_slice(&SIGMA);
        input[4..12].copy_from_slice(&self.key);
        input[12] = self.counter as u32;
        input[13] = (self.counter >> 32) as u32;
        let mut x = input;
        // Four double rounds: columns, then diagonals.
        for _ in 0..4 {
            for [a, b, c, d] in [
                [0, 4, 8, 12],
                [1, 5, 9, 13],
                [2, 6, 10, 14],
                [3, 7, 11, 15],
                [0, 5, 10, 15],
                [1, 6, 11, 12],
                [2, 7, 8, 13],
                [3, 4, 9, 14],
            ] {
                quarter_round(&mut x, a, b, c, d);
            }
        }
        for (out, (x, input)) in self.block.iter_mut().zip(x.iter().zip(input)) {
            *out = x.wrapping_add(input);
        }
        self.counter = self.counter.wrapping_add(1);
        self.read = 0;
    }
}

#[inline(always)]
fn quarter_round(x: &mut [u32; 16], a: usize, b: usize, c: usize, d: usize) {
    x[a] = x[a].wrapping_add(x[b]);
    x[d] = (x[d] ^ x[a]).rotate_left(16);
    x[c] = x[c].wrapping_add(x[d]);
    x[b] = (x[b] ^ x[c]).rotate_left(12);
    x[a] = x[a].wrapping_add(x[b]);
    x[d] = (x[d] ^ x[a]).rotate_left(8);
    x[c] = x[c].wrapping_add(x[d]);
    x[b] = (x[b] ^ x[c]).rotate_left(7);
}

#[cfg(test)]
mod tests {
    use super::ChaCha8;
    use rand_chacha::rand_core::{RngCore, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The same words as `rand_chacha`, whatever mix of 32- and 64-bit
    /// reads (a 64-bit read across its 64-word buffer's end included).
    #[test]
    fn draws_the_words_rand_chacha_draws() {
        for seed in [0, 1, 7, 42, 20_261_207, u64::MAX, 0x5EED_CAFE_F00D_D00D] {
            let mut ours = ChaCha8::seed_from_u64(seed);
            let mut theirs = ChaCha8Rng::seed_from_u64(seed);
            let mut pattern = seed | 1;
            for i in 0..5_000 {
                pattern = pattern.rotate_left(7) ^ i;
                if pattern & 3 == 0 {
                    assert_eq!(ours.next_u64(), theirs.next_u64(), "seed {seed}, draw {i}");
                } else {
                    assert_eq!(ours.next_u32(), theirs.next_u32(), "seed {seed}, draw {i}");
                }
            }
        }
    }

    /// Past 2^32 blocks the counter's high word counts on.
    #[test]
    fn counts_blocks_past_32_bits() {
        let mut ours = ChaCha8::seed_from_u64(3);
        let mut theirs = ChaCha8Rng::seed_from_u64(3);
        ours.counter = (1 << 32) - 1;
        theirs.set_word_pos(((1u128 << 32) - 1) * 16);
        for i in 0..64 {
            assert_eq!(ours.next_u32(), theirs.next_u32(), "word {i}");
        }
    }
}
