// The Readers stage; see ARCHITECTURE.md.
