# De naam van een botplaats zonder eigen naam (een netwerkkamer bewaart hem leeg, elk venster
# schrijft hem in zijn eigen taal): het niveau is zijn sleutel (Easy, Normal, Strong), zoals bij
# seat-bot-*.
seat-bot-n = Bot { $n } ({ $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
})
