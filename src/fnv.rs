//! FNV-1a (64 bits): a quick fingerprint of bytes, to recognise them, not
//! a secret. One function for the daily challenge's seed, the catalogue's
//! fingerprint (at compile time) and a finished game kept in the archive.

/// FNV-1a of `bytes`.
pub const fn hash(bytes: &[u8]) -> u64 {
    hash_on(0xcbf2_9ce4_8422_2325, bytes)
}

/// FNV-1a carried on over `bytes` from `hash`, the hash of what came
/// before them: `hash_on(hash(a), b)` is the hash of `a` followed by `b`.
pub const fn hash_on(mut hash: u64, bytes: &[u8]) -> u64 {
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x100_0000_01b3);
        i += 1;
    }
    hash
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_published_values_and_a_hash_carried_on() {
        assert_eq!(super::hash(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(super::hash(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(super::hash(b"foobar"), 0x8594_4171_f739_67e8);
        assert_eq!(
            super::hash_on(super::hash(b"foo"), b"bar"),
            super::hash(b"foobar")
        );
    }
}
