# Netzwerkspiel: die Namen, mit denen ein Raum eröffnet wird, Weiterleitungen und eine Verbindung zu einem Server, der verstummt ist.

net-name-control = der Name auf Platz { $seat } enthält ein Steuerzeichen oder eine Schreibrichtungsmarke; wähle einen anderen
net-name-long = der Name auf Platz { $seat } ist zu lang: ein Name hat höchstens { $max } Buchstaben
net-name-default = der Name „{ $name }“ auf Platz { $seat } ist der, den das Spiel einem Platz, einem Bot oder dem Server gibt; wähle einen anderen
net-name-twice = die Plätze { $first } und { $seat } heißen beide „{ $name }“; jeder Platz am Tisch braucht einen eigenen Namen
net-redirect-downgrade = ein verschlüsselt (wss://) erreichter Server hat dieses Spiel an einen unverschlüsselten (ws://) weitergeleitet; nicht gefolgt, damit der Schlüssel des Platzes nicht im Klartext übertragen wird
net-silent = seit { $secs } s nichts vom Server gehört
