// The Scenes stage; see ARCHITECTURE.md.
