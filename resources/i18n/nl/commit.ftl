# Netwerkspel: wat een plaats te horen krijgt als de server niet kon opslaan wat er gevraagd werd
# (de database faalde); verder heeft niemand het gehoord, en het spel blijft bij de opgeslagen
# stand.

net-move-not-saved = de server kon je zet niet opslaan, dus niemand heeft hem gezien: probeer het zo meteen opnieuw
net-change-not-saved = de server kon deze wijziging niet opslaan, dus er is niets veranderd: probeer het zo meteen opnieuw
