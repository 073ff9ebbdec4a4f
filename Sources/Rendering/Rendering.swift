// The Rendering stage; see ARCHITECTURE.md.
