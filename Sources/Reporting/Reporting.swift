// The Reporting stage; see ARCHITECTURE.md.
