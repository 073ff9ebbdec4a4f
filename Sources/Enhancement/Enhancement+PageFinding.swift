// Styles report the page they found, so users of Enhancement see the page-finding types.
@_exported import PageFinding
