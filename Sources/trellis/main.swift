// The `trellis` command-line tool; the commands live in Trellis.swift and one file per subcommand.
Trellis.main()
