/// The version of the Trellis package (`0.MINOR.PATCH`, see CHANGELOG.md), as the command-line tools report it
/// with `--version`. Updated by the commit that a release tag points at.
public enum TrellisVersion {
    /// The version: `0.1.0-dev` until 0.1.0 is tagged.
    public static let string = "0.1.0-dev"
}
