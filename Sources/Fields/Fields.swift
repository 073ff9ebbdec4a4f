// The Fields stage; see ARCHITECTURE.md.
