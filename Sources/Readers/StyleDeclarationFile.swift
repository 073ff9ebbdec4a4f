/// The shape of `styles.json`: `{"styles": [...]}`.
struct StyleDeclarationFile: Codable {
    var styles: [StyleDeclaration]
}
