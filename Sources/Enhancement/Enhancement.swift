// The Enhancement stage; see ARCHITECTURE.md.
