// The Scoring stage; see ARCHITECTURE.md.
