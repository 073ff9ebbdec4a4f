/// Invented merchants, places and goods for receipts, per language. No real firm or person is meant.
struct ReceiptCatalogue: Sendable {
    struct Article: Sendable {
        let name: String
        /// Price range in minor units.
        let low: Int
        let high: Int
        /// Receipts with a VAT table (German, French, Spanish, Italian, Dutch): the reduced VAT rate (food,
        /// flowers, books) instead of the standard one.
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
        case .fr: return french
        case .es: return spanish
        case .it: return italian
        case .nl: return dutch
        case .id: return indonesian
        case .ms: return malay
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

    static let french = ReceiptCatalogue(
        merchants: ["Boulangerie du Moulin", "Épicerie des Tilleuls", "SUPERMARCHÉ LE PHARE", "Pharmacie des Lilas",
                    "Café de la Gare", "Librairie La Plume", "Fromagerie Saint-Clair", "PRIMEUR DU MARCHÉ",
                    "Droguerie Lavande", "Cave des Coteaux"],
        streets: ["rue de la République", "avenue des Tilleuls", "place du Marché", "rue Victor Hugo", "boulevard Carnot",
                  "rue des Écoles", "allée des Peupliers", "rue du Moulin", "quai des Brumes", "rue Pasteur"],
        places: ["Villeneuve", "Saint-Aubin", "Montclair", "Beaulieu", "Valmont", "Rochefort-sur-Lys", "Belleville-en-Brie",
                 "Fontenelle"],
        articles: [
            Article("Baguette tradition", 110, 140), Article("Croissant au beurre", 110, 150), Article("Pain de campagne", 250, 420),
            Article("Lait demi-écrémé 1L", 95, 139), Article("Beurre doux 250g", 229, 349), Article("Camembert", 219, 399),
            Article("Comté 12 mois", 399, 699), Article("Yaourt nature x4", 149, 259), Article("Œufs plein air x6", 219, 339),
            Article("Pommes Golden 1kg", 199, 329), Article("Tomates grappe", 249, 399), Article("Carottes 1kg", 119, 199),
            Article("Café moulu 250g", 279, 549), Article("Thé vert", 199, 399), Article("Confiture fraise", 229, 379),
            Article("Pâtes penne 500g", 99, 189), Article("Riz basmati 1kg", 229, 349), Article("Huile d'olive 75cl", 599, 999),
            Article("Jambon blanc x4", 249, 429), Article("Poulet fermier", 799, 1299), Article("Saumon fumé", 499, 899),
            Article("Chocolat noir", 149, 299), Article("Jus d'orange 1L", 189, 329), Article("Eau minérale 6x1,5L", 249, 399),
            Article("Vin rouge AOC", 499, 1299, reduced: false), Article("Bière blonde x6", 449, 799, reduced: false),
            Article("Lessive liquide", 599, 1199, reduced: false), Article("Papier toilette x12", 399, 699, reduced: false),
            Article("Dentifrice", 199, 349, reduced: false), Article("Shampooing", 249, 499, reduced: false),
            Article("Piles AA x4", 449, 799, reduced: false), Article("Éponges x3", 129, 249, reduced: false),
            Article("Bouquet de tulipes", 599, 1499, reduced: false), Article("Expresso", 150, 250), Article("Pain au chocolat", 120, 160),
        ],
        closings: ["Merci de votre visite", "À bientôt !", "Merci et bonne journée", "Conservez votre ticket"])

    static let spanish = ReceiptCatalogue(
        merchants: ["Panadería La Espiga", "SUPERMERCADO EL FARO", "Frutería Hermanos Gil", "Farmacia Los Olivos",
                    "Cafetería La Plaza", "Droguería Azahar", "Carnicería San Roque", "Librería El Tintero",
                    "Ultramarinos La Estrella", "Bodega Los Almendros"],
        streets: ["Calle Mayor", "Avenida de la Constitución", "Calle del Sol", "Plaza de España", "Calle Real",
                  "Paseo de la Alameda", "Calle San Juan", "Avenida del Mar", "Calle de la Luna", "Calle Nueva"],
        places: ["Villanueva del Río", "San Martín de la Vega", "Torrealta", "Valdeolmos", "Puerto Claro", "Santa Marta del Campo",
                 "Fuentelsol", "Castrobuen"],
        articles: [
            Article("Barra de pan", 60, 120), Article("Leche entera 1L", 79, 119), Article("Huevos docena", 189, 289),
            Article("Aceite de oliva 1L", 599, 999), Article("Tomate pera 1kg", 149, 249), Article("Naranjas 2kg", 199, 349),
            Article("Plátanos de Canarias", 179, 299), Article("Jamón serrano", 299, 599), Article("Queso manchego", 499, 899),
            Article("Chorizo picante", 199, 349), Article("Arroz redondo 1kg", 109, 189), Article("Garbanzos cocidos", 89, 149),
            Article("Atún en aceite x3", 299, 459), Article("Galletas María", 99, 179), Article("Café molido", 249, 449),
            Article("Yogur natural x4", 119, 199), Article("Pechuga de pollo", 449, 699), Article("Merluza", 699, 1199),
            Article("Patatas 3kg", 249, 399), Article("Cebollas 1kg", 99, 169), Article("Zumo de naranja", 149, 249),
            Article("Agua mineral 1,5L", 39, 69), Article("Magdalenas", 129, 229), Article("Churros", 150, 300),
            Article("Vino tinto crianza", 399, 999, reduced: false), Article("Cerveza lata x6", 299, 549, reduced: false),
            Article("Detergente", 499, 999, reduced: false), Article("Papel higiénico", 249, 499, reduced: false),
            Article("Pasta de dientes", 149, 299, reduced: false), Article("Champú", 199, 449, reduced: false),
            Article("Pilas AA", 349, 699, reduced: false), Article("Bolsa reutilizable", 50, 150, reduced: false),
            Article("Café con leche", 130, 190), Article("Tostada con tomate", 180, 290), Article("Bocadillo de jamón", 350, 550),
        ],
        closings: ["Gracias por su visita", "¡Vuelva pronto!", "Gracias por su compra", "Conserve su ticket"])

    static let italian = ReceiptCatalogue(
        merchants: ["Panificio Il Mulino", "SUPERMERCATO LA QUERCIA", "Farmacia San Lorenzo", "Bar Centrale",
                    "Frutta e Verdura Rossi", "Salumeria Da Bruno", "Drogheria Girasole", "Libreria Il Segnalibro",
                    "Pasticceria Dolce Vita", "Enoteca Le Colline"],
        streets: ["Via Roma", "Corso Italia", "Via Garibaldi", "Piazza del Duomo", "Via Mazzini", "Via Verdi",
                  "Viale della Libertà", "Via dei Mille", "Via Dante", "Corso Vittorio Emanuele"],
        places: ["Borgo San Pietro", "Castelnuovo", "Montebello", "Villafranca", "Poggio Alto", "San Vito al Lago",
                 "Roccaverde", "Fontanella"],
        articles: [
            Article("Pane casereccio", 180, 350), Article("Latte fresco 1L", 119, 179), Article("Uova x6", 169, 279),
            Article("Mozzarella di bufala", 249, 449), Article("Parmigiano 200g", 399, 699), Article("Prosciutto crudo", 299, 599),
            Article("Pasta spaghetti 500g", 79, 169), Article("Passata di pomodoro", 89, 159), Article("Olio extravergine 1L", 699, 1199),
            Article("Caffè macinato 250g", 279, 499), Article("Biscotti frollini", 149, 279), Article("Yogurt bianco x2", 99, 179),
            Article("Mele Fuji 1kg", 179, 299), Article("Arance 2kg", 199, 349), Article("Zucchine", 149, 269),
            Article("Insalata mista", 99, 179), Article("Pollo petto", 499, 799), Article("Tonno all'olio", 199, 349),
            Article("Riso carnaroli 1kg", 249, 399), Article("Acqua naturale 6x", 199, 329), Article("Succo di pesca", 129, 229),
            Article("Cornetto", 100, 150), Article("Cappuccino", 130, 180), Article("Caffè espresso", 100, 130),
            Article("Vino Chianti", 599, 1299, reduced: false), Article("Birra x3", 249, 449, reduced: false),
            Article("Detersivo piatti", 149, 299, reduced: false), Article("Carta igienica x8", 299, 549, reduced: false),
            Article("Dentifricio", 149, 299, reduced: false), Article("Shampoo", 199, 399, reduced: false),
            Article("Pile stilo x4", 399, 699, reduced: false), Article("Spugne x3", 119, 229, reduced: false),
            Article("Fiori recisi", 499, 1299, reduced: false), Article("Focaccia", 150, 350), Article("Tiramisù", 250, 450),
        ],
        closings: ["Grazie e arrivederci", "Grazie per la visita", "Arrivederci!", "Conservare lo scontrino"])

    static let dutch = ReceiptCatalogue(
        merchants: ["Bakkerij De Korenschoof", "SUPERMARKT DE WINDMOLEN", "Drogisterij Tulp", "Groenteboer Van Dijk",
                    "Café De Gouden Leeuw", "Boekhandel Het Leesteken", "Slagerij Jansen", "Kaashandel De Waag",
                    "Bloemenhuis Zonnebloem", "Slijterij De Druif"],
        streets: ["Kerkstraat", "Dorpsstraat", "Molenweg", "Stationsplein", "Marktplein", "Schoolstraat", "Julianalaan",
                  "Beatrixlaan", "Nieuwstraat", "Havenkade"],
        places: ["Veenhoven", "Zuiderwolde", "Oosterbeek aan Zee", "Westerdijk", "Lindendorp", "Heidedal", "Waterland",
                 "Beekhuizen"],
        articles: [
            Article("Volkoren brood", 189, 329), Article("Halfvolle melk 1L", 99, 139), Article("Eieren 10 st", 249, 379),
            Article("Goudse kaas jong", 349, 649), Article("Roomboter 250g", 229, 339), Article("Hagelslag", 179, 299),
            Article("Pindakaas", 199, 349), Article("Appels Elstar 1kg", 199, 299), Article("Bananen", 129, 199),
            Article("Aardappelen 2kg", 199, 329), Article("Uien 1kg", 99, 169), Article("Komkommer", 69, 119),
            Article("Koffiebonen 500g", 499, 899), Article("Thee zakjes", 149, 279), Article("Stroopwafels", 199, 329),
            Article("Yoghurt vol 1L", 119, 199), Article("Kipfilet 500g", 499, 799), Article("Gehakt 500g", 399, 599),
            Article("Rijst 1kg", 149, 249), Article("Spaghetti", 89, 169), Article("Sinaasappelsap", 179, 299),
            Article("Appeltaart", 499, 899), Article("Kroket", 150, 295), Article("Koffie verkeerd", 290, 390),
            Article("Bier krat", 1299, 1999, reduced: false), Article("Wijn rood", 499, 999, reduced: false),
            Article("Afwasmiddel", 129, 249, reduced: false), Article("Wc-papier 8 rol", 299, 549, reduced: false),
            Article("Tandpasta", 149, 299, reduced: false), Article("Shampoo", 249, 449, reduced: false),
            Article("Batterijen AA", 399, 749, reduced: false), Article("Vaatdoekjes", 99, 199, reduced: false),
            Article("Tulpen bos", 299, 699, reduced: false), Article("Drop", 149, 249), Article("Kaasbroodje", 129, 199),
        ],
        closings: ["Bedankt voor uw bezoek", "Tot ziens!", "Fijne dag nog", "Bewaar uw kassabon"])

    static let indonesian = ReceiptCatalogue(
        merchants: ["TOKO SINAR JAYA", "Minimarket Berkah", "Warung Makan Sederhana", "Apotek Sehat Sentosa",
                    "Toko Roti Mawar", "KEDAI KOPI NUSANTARA", "Swalayan Maju Bersama", "Toko Bangunan Abadi",
                    "Rumah Makan Padang Jaya", "Toko Buku Cahaya"],
        streets: ["Jl. Merdeka", "Jl. Sudirman", "Jl. Diponegoro", "Jl. Gajah Mada", "Jl. Ahmad Yani", "Jl. Pahlawan",
                  "Jl. Melati", "Jl. Kenanga", "Jl. Veteran", "Jl. Cendana"],
        places: ["Kebayoran, Jakarta Selatan", "Coblong, Bandung", "Tegalsari, Surabaya", "Gondokusuman, Yogyakarta",
                 "Medan Baru, Medan", "Denpasar Barat, Bali", "Banyumanik, Semarang", "Panakkukang, Makassar"],
        articles: [
            Article("Beras Premium 5kg", 65_000, 85_000), Article("Minyak Goreng 2L", 32_000, 42_000), Article("Gula Pasir 1kg", 15_000, 19_000),
            Article("Telur Ayam 1kg", 26_000, 32_000), Article("Mie Instan", 3_000, 4_000), Article("Kopi Bubuk 200g", 18_000, 35_000),
            Article("Teh Celup", 6_000, 12_000), Article("Susu UHT 1L", 17_000, 22_000), Article("Roti Tawar", 14_000, 20_000),
            Article("Kecap Manis", 9_000, 22_000), Article("Sambal Botol", 10_000, 20_000), Article("Air Mineral 600ml", 3_000, 5_000),
            Article("Tempe", 5_000, 8_000), Article("Tahu", 5_000, 9_000), Article("Ayam Potong", 35_000, 45_000),
            Article("Ikan Kembung", 30_000, 45_000), Article("Bawang Merah", 8_000, 15_000), Article("Cabai Rawit", 6_000, 15_000),
            Article("Pisang Ambon", 15_000, 25_000), Article("Jeruk Medan", 20_000, 35_000), Article("Nasi Goreng", 18_000, 35_000),
            Article("Sate Ayam", 20_000, 35_000), Article("Es Teh Manis", 4_000, 8_000), Article("Kopi Susu", 15_000, 28_000),
            Article("Sabun Mandi", 4_000, 9_000), Article("Sampo Sachet", 1_000, 2_000), Article("Pasta Gigi", 9_000, 18_000),
            Article("Deterjen 800g", 18_000, 28_000), Article("Tisu Wajah", 8_000, 16_000), Article("Baterai AA", 10_000, 25_000),
            Article("Kerupuk Udang", 8_000, 18_000), Article("Biskuit Kelapa", 7_000, 15_000), Article("Gado-gado", 15_000, 25_000),
        ],
        closings: ["Terima kasih atas kunjungannya", "Selamat belanja kembali", "Simpan struk ini", "Terima kasih"])

    static let malay = ReceiptCatalogue(
        merchants: ["KEDAI RUNCIT SRI MAJU", "Restoran Selera Kampung", "FARMASI SIHAT", "Kedai Kopi Bintang",
                    "Pasar Mini Mutiara", "KEDAI BUKU ILMU", "Bakeri Roti Manis", "Kedai Perkakasan Jaya",
                    "Restoran Nasi Kandar Wangi", "Pasaraya Cahaya Baru"],
        streets: ["Jalan Tun Razak", "Jalan Ampang", "Jalan Merdeka", "Jalan Bunga Raya", "Jalan Mawar", "Jalan Sultan Ismail",
                  "Jalan Kenanga", "Jalan Melur", "Jalan Cempaka", "Lorong Seri"],
        places: ["Kuala Lumpur", "Petaling Jaya, Selangor", "Shah Alam, Selangor", "Johor Bahru, Johor", "Georgetown, Pulau Pinang",
                 "Ipoh, Perak", "Kota Bharu, Kelantan", "Kuantan, Pahang"],
        articles: [
            Article("Beras Wangi 5kg", 1_690, 2_590), Article("Minyak Masak 2kg", 1_090, 1_590), Article("Gula 1kg", 280, 320),
            Article("Telur Gred A 10", 450, 690), Article("Roti Gardenia", 380, 490), Article("Susu Pekat", 320, 450),
            Article("Milo 1kg", 1_890, 2_690), Article("Kopi O Kaw", 350, 890), Article("Teh Tarik", 180, 350),
            Article("Mee Segera", 390, 690), Article("Sardin Tin", 490, 790), Article("Kicap Manis", 390, 690),
            Article("Ayam Segar 1kg", 890, 1_290), Article("Ikan Kembung", 990, 1_590), Article("Bawang Merah", 390, 690),
            Article("Cili Kering", 590, 990), Article("Pisang Berangan", 450, 790), Article("Tembikai", 390, 890),
            Article("Nasi Lemak", 350, 890), Article("Roti Canai", 150, 250), Article("Mee Goreng", 590, 990),
            Article("Air Mineral 1.5L", 150, 250), Article("Sabun Mandi", 290, 690), Article("Ubat Gigi", 590, 1_190),
            Article("Serbuk Pencuci", 1_290, 2_290), Article("Tisu Muka", 390, 790), Article("Bateri AA", 590, 1_290),
            Article("Biskut Kering", 290, 690), Article("Kuih Lapis", 150, 300), Article("Sos Cili", 350, 650),
        ],
        closings: ["Terima kasih, sila datang lagi", "TERIMA KASIH", "Barang tidak boleh ditukar", "Selamat datang lagi"])
}
