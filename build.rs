//! Puts the git commit the app is built from in `CLEVER_COMMIT` (shown in
//! the app's About panel). `CLEVER_COMMIT` set in the environment wins;
//! without git or outside a checkout it is "unknown": the build never
//! fails for want of git.
use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    let s = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (!s.is_empty()).then_some(s)
}

fn main() {
    println!("cargo:rerun-if-env-changed=CLEVER_COMMIT");
    let commit = std::env::var("CLEVER_COMMIT")
        .ok()
        .filter(|c| !c.is_empty())
        .or_else(|| git(&["rev-parse", "--short", "HEAD"]))
        .unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=CLEVER_COMMIT={commit}");
    // Rebuild when HEAD moves (a worktree has its own HEAD, shared refs).
    for dir in [
        git(&["rev-parse", "--git-dir"]),
        git(&["rev-parse", "--git-common-dir"]),
    ]
    .into_iter()
    .flatten()
    {
        for file in ["HEAD", "packed-refs", "refs/heads"] {
            let path = std::path::Path::new(&dir).join(file);
            if path.exists() {
                println!("cargo:rerun-if-changed={}", path.display());
            }
        }
    }
}
