/// Invented merchants, places and goods for receipts, per language. No real firm or person is meant.
struct ReceiptCatalogue: Sendable {
    struct Article: Sendable {
        let name: String
        /// Price range in minor units.
        let low: Int
        let high: Int
        /// German receipts: the reduced VAT rate (food, flowers, books) instead of the standard one.
        let reduced: Bool
        init(_ name: String, _ low: Int, _ high: Int, reduced: Bool = true) {
            self.name = name; self.low = low; self.high = high; self.reduced = reduced
        }
    }

    let merchants: [String]
    let streets: [String]
    let places: [String]
    let articles: [Article]
    let closings: [String]

    static func forLanguage(_ language: Language) -> ReceiptCatalogue {
        switch language {
        case .en: return english
        case .de: return german
        case .vi: return vietnamese
        }
    }

    static let english = ReceiptCatalogue(
        merchants: ["MAPLE STREET GROCERY", "Harborview Market", "BLUEBIRD HARDWARE", "Copper Kettle Cafe",
                    "PINECREST PHARMACY", "Sunnyside Foods", "REDWOOD GENERAL STORE", "Lakeside Mart",
                    "Golden Acorn Deli", "BRIGHTWATER BOOKS"],
        streets: ["Maple Street", "Oak Avenue", "Harbor Blvd", "Pine Road", "Elm Street", "Cedar Lane",
                  "Main Street", "Lakeview Drive", "Mill Road", "Park Avenue"],
        places: ["Millbrook, NY", "Fairhaven, OR", "Riverton, WA", "Cedar Grove, NJ", "Lake Marion, MN",
                 "Oakdale, CA", "Brookside, TX", "Elmwood, IL"],
        articles: [
            Article("Whole Milk 1 Gal", 299, 499), Article("Large Eggs 12ct", 249, 499), Article("Sourdough Bread", 399, 699),
            Article("Bananas", 49, 89), Article("Gala Apples", 129, 249), Article("Ground Coffee", 799, 1499),
            Article("Orange Juice", 299, 549), Article("Cheddar Cheese", 349, 699), Article("Chicken Breast", 699, 1299),
            Article("Spaghetti", 129, 249), Article("Pasta Sauce", 249, 449), Article("Greek Yogurt", 99, 179),
            Article("Paper Towels", 599, 1299), Article("Dish Soap", 249, 449), Article("Toothpaste", 299, 599),
            Article("Shampoo", 499, 999), Article("AA Batteries 4pk", 499, 899), Article("Light Bulbs", 599, 1199),
            Article("Peanut Butter", 299, 549), Article("Tortilla Chips", 299, 499), Article("Sparkling Water", 399, 699),
            Article("Frozen Pizza", 499, 899), Article("Baby Spinach", 299, 449), Article("Avocados", 99, 199),
            Article("Blueberries", 299, 549), Article("Granola", 399, 699), Article("Butter", 349, 599),
            Article("Rice 5 lb", 499, 899), Article("Black Beans", 99, 179), Article("Ice Cream", 399, 699),
            Article("Trash Bags", 699, 1299), Article("Laundry Detergent", 999, 1599), Article("Coffee Filters", 249, 399),
            Article("Notebook", 199, 399), Article("Ballpoint Pens", 299, 599), Article("Latte 16oz", 425, 595),
            Article("Blueberry Muffin", 275, 395), Article("Turkey Sandwich", 795, 1195),
        ],
        closings: ["THANK YOU FOR SHOPPING", "Thank you, come again!", "HAVE A NICE DAY", "Thank you for your visit"])

    static let german = ReceiptCatalogue(
        merchants: ["Bäckerei Sonnenschein", "Markt am Lindenplatz", "Drogerie Kleeblatt", "Frischmarkt Weber",
                    "Getränke Hofmann", "Bioladen Löwenzahn", "Eisenwaren Krüger", "Café Morgenrot",
                    "Kiosk am Bahnhof", "Supermarkt Nordstern"],
        streets: ["Hauptstraße", "Bahnhofstraße", "Lindenallee", "Gartenweg", "Schillerstraße", "Am Marktplatz",
                  "Kirchgasse", "Bergstraße", "Goethestraße", "Mühlenweg"],
        places: ["Musterstadt", "Neustadt", "Altdorf", "Lindenau", "Birkenfeld", "Talheim", "Waldau", "Seefeld"],
        articles: [
            Article("Vollmilch 3,5%", 99, 159), Article("Bio Eier 10 St.", 279, 399), Article("Roggenbrot", 189, 349),
            Article("Butter 250g", 199, 299), Article("Gouda jung", 199, 349), Article("Äpfel Elstar", 199, 299),
            Article("Bananen", 119, 199), Article("Kaffee gemahlen", 499, 899), Article("Mineralwasser", 49, 99),
            Article("Apfelsaft 1l", 129, 249), Article("Nudeln Penne", 89, 179), Article("Tomaten passiert", 79, 149),
            Article("Joghurt natur", 49, 99), Article("Käseaufschnitt", 179, 299), Article("Brötchen", 25, 59),
            Article("Brezel", 59, 99), Article("Schokolade", 99, 249), Article("Gummibärchen", 99, 199),
            Article("Kartoffeln 2kg", 199, 349), Article("Zwiebeln 1kg", 99, 179), Article("Spülmittel", 89, 199, reduced: false),
            Article("Zahnpasta", 99, 249, reduced: false), Article("Duschgel", 99, 299, reduced: false),
            Article("Küchenrolle", 199, 349, reduced: false), Article("Müllbeutel", 149, 299, reduced: false),
            Article("Batterien AA", 399, 799, reduced: false), Article("Weißwein trocken", 399, 899, reduced: false),
            Article("Bier 0,5l", 79, 129, reduced: false), Article("Blumenstrauß", 499, 1499), Article("LED Lampe", 299, 699, reduced: false),
            Article("Tiefkühlpizza", 199, 399), Article("Hähnchenbrust", 499, 899), Article("Lachsfilet", 599, 999),
            Article("Olivenöl", 499, 999), Article("Müsli", 249, 449), Article("Cappuccino", 290, 420),
        ],
        closings: ["Vielen Dank für Ihren Einkauf!", "Danke und bis bald!", "Schönen Tag noch!", "Vielen Dank!"])

    static let vietnamese = ReceiptCatalogue(
        merchants: ["Cửa hàng Sao Mai", "Siêu thị Hòa Bình", "Quán Cơm Hương Quê", "Tạp hóa Minh Tâm",
                    "Cà phê Góc Phố", "Nhà thuốc Phúc An", "Bách hóa Thành Đạt", "Quán Phở Hạnh Phúc",
                    "Tiệm bánh Hoa Mai", "Mini Mart Bình An"],
        streets: ["Lê Lợi", "Nguyễn Huệ", "Trần Hưng Đạo", "Hai Bà Trưng", "Lý Thường Kiệt", "Điện Biên Phủ",
                  "Võ Văn Tần", "Phan Đình Phùng"],
        places: ["Quận 1, TP. Hồ Chí Minh", "Quận 3, TP. Hồ Chí Minh", "Q. Hoàn Kiếm, Hà Nội", "Q. Ba Đình, Hà Nội",
                 "Q. Hải Châu, Đà Nẵng", "Q. Ninh Kiều, Cần Thơ", "TP. Huế, Thừa Thiên Huế"],
        articles: [
            Article("Cà phê sữa đá", 20_000, 45_000), Article("Bánh mì thịt", 15_000, 35_000), Article("Phở bò tái", 45_000, 85_000),
            Article("Bún chả Hà Nội", 40_000, 70_000), Article("Cơm tấm sườn", 35_000, 65_000), Article("Trà đào cam sả", 35_000, 60_000),
            Article("Nước suối", 5_000, 12_000), Article("Sữa tươi tiệt trùng", 8_000, 35_000), Article("Gạo thơm 5kg", 90_000, 180_000),
            Article("Nước mắm 500ml", 25_000, 60_000), Article("Trứng gà 10 quả", 28_000, 45_000), Article("Rau muống", 8_000, 20_000),
            Article("Thịt ba chỉ 500g", 70_000, 120_000), Article("Cá basa phi lê", 50_000, 90_000), Article("Mì gói", 4_000, 9_000),
            Article("Dầu ăn 1 lít", 40_000, 70_000), Article("Đường trắng 1kg", 20_000, 30_000), Article("Bánh quy bơ", 30_000, 80_000),
            Article("Nước ngọt lon", 9_000, 15_000), Article("Kem đánh răng", 25_000, 55_000), Article("Dầu gội đầu", 60_000, 150_000),
            Article("Giấy vệ sinh", 40_000, 110_000), Article("Xà phòng rửa tay", 30_000, 70_000), Article("Bột giặt 3kg", 120_000, 220_000),
            Article("Chuối tiêu", 15_000, 30_000), Article("Xoài cát", 40_000, 90_000), Article("Thanh long", 25_000, 50_000),
            Article("Hạt điều rang muối", 90_000, 250_000), Article("Bia lon", 12_000, 22_000), Article("Nem rán", 30_000, 60_000),
            Article("Gỏi cuốn tôm", 35_000, 60_000), Article("Chè ba màu", 15_000, 30_000), Article("Sinh tố bơ", 30_000, 55_000),
            Article("Bánh xèo", 40_000, 80_000), Article("Đậu phụ", 5_000, 12_000), Article("Nước dừa", 15_000, 30_000),
        ],
        closings: ["Cảm ơn quý khách!", "Hẹn gặp lại quý khách!", "Xin cảm ơn và hẹn gặp lại", "Chúc quý khách vui vẻ!"])
}
