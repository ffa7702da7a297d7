import ArgumentParser
import TrellisSolver

/// The root `trellis` command; each tool is a subcommand.
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Tools for the Trellis constraint solver and layout engine.",
        version: TrellisVersion.string,
        subcommands: [Solve.self]
    )
}
