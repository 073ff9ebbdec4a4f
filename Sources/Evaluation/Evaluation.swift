// The Evaluation stage; see ARCHITECTURE.md.
