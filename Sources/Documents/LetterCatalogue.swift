/// Invented senders, recipients and sentences for business letters.
enum LetterCatalogue {
    static let englishSenders = [("Morgan & Hale Associates", "48 Birch Avenue", "Fairhaven, OR 97411"),
                                 ("Greenfield Community Library", "210 Elm Street", "Riverton, WA 98851"),
                                 ("Summit Property Management", "9 Harbor Blvd, Suite 4", "Oakdale, CA 95361")]
    static let englishRecipients = [("Ms. Jane Example", "17 Willow Court", "Millbrook, NY 12545"),
                                    ("Mr. John Sample", "302 Lakeview Drive", "Lake Marion, MN 55013"),
                                    ("Dr. Priya Shah", "5 Orchard Lane", "Cedar Grove, NJ 07009")]
    static let englishSubjects = ["Re: Your inquiry of last month", "Re: Renewal of your membership",
                                  "Re: Changes to our opening hours", "Re: Confirmation of your appointment"]
    static let englishSentences = [
        "Thank you for your letter and for the care you took in describing the matter.",
        "We have reviewed the documents you sent and found everything in order.",
        "Our team will contact you within the next two weeks to arrange the details.",
        "Please keep this letter for your records, as you may need it later.",
        "If anything remains unclear, we would be glad to answer your questions by phone.",
        "The new schedule takes effect at the start of next month.",
        "We regret any inconvenience the delay may have caused you.",
        "A copy of the signed agreement is enclosed with this letter.",
        "You do not need to take any further action at this time.",
        "We appreciate your patience while we completed our review.",
        "Should your circumstances change, please let us know in writing.",
        "We look forward to continuing our work together in the coming year.",
        "The meeting room on the second floor has been reserved for that afternoon.",
        "Parking is available behind the building, and the entrance is step free.",
    ]
    static let englishClosings = ["Sincerely,", "Kind regards,", "Yours truly,"]

    static let germanSenders = [("Hausverwaltung Lindner GmbH", "Rosenweg 14", "79098 Freiburg"),
                                ("Stadtbücherei Neustadt", "Marktplatz 2", "67433 Neustadt"),
                                ("Sportverein Blau-Weiß e. V.", "Am Sportpark 7", "04109 Leipzig")]
    static let germanRecipients = [("Frau Erika Musterfrau", "Musterstraße 12", "12345 Musterstadt"),
                                   ("Herrn Max Beispiel", "Beispielweg 3", "54321 Beispielstadt"),
                                   ("Frau Anna Schmidt", "Lindenallee 8", "80331 München")]
    static let germanSubjects = ["Ihre Anfrage vom letzten Monat", "Verlängerung Ihrer Mitgliedschaft",
                                 "Geänderte Öffnungszeiten", "Bestätigung Ihres Termins"]
    static let germanSentences = [
        "vielen Dank für Ihr Schreiben und die ausführliche Schilderung des Sachverhalts.",
        "Wir haben die eingereichten Unterlagen geprüft und alles in Ordnung gefunden.",
        "Unser Team wird sich in den nächsten zwei Wochen bei Ihnen melden.",
        "Bitte bewahren Sie dieses Schreiben für Ihre Unterlagen auf.",
        "Falls noch Fragen offen sind, beantworten wir diese gern auch telefonisch.",
        "Die neuen Zeiten gelten ab dem Beginn des nächsten Monats.",
        "Wir bedauern die Unannehmlichkeiten, die Ihnen durch die Verzögerung entstanden sind.",
        "Eine Kopie der unterschriebenen Vereinbarung liegt diesem Brief bei.",
        "Sie müssen derzeit nichts weiter unternehmen.",
        "Wir danken Ihnen für Ihre Geduld während unserer Prüfung.",
        "Sollten sich Ihre Umstände ändern, teilen Sie uns dies bitte schriftlich mit.",
        "Wir freuen uns auf die weitere Zusammenarbeit im kommenden Jahr.",
        "Der Besprechungsraum im zweiten Stock ist für diesen Nachmittag reserviert.",
        "Parkplätze finden Sie hinter dem Gebäude, der Eingang ist barrierefrei.",
    ]
    static let germanClosings = ["Mit freundlichen Grüßen", "Freundliche Grüße"]
    static let signatories = ["Laura Brandt", "Daniel Vogt", "Miriam Keller", "Chris Adler"]
}
