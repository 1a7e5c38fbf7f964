rule Webhook_Exfil_Endpoint
{
    meta:
        description = "Chat webhook endpoints commonly abused for exfiltration"
    strings:
        $d = "discord.com/api/webhooks/" ascii nocase
        $d2 = "discordapp.com/api/webhooks/" ascii nocase
        $t = /api\.telegram\.org\/bot[0-9]{6,}:/ ascii
        $s = "hooks.slack.com/services/" ascii
    condition:
        any of them
}

rule Wallet_Path_Harvest
{
    meta:
        description = "Paths of browser wallet extensions and desktop wallets"
    strings:
        $mm = "nkbihfbeogaeaoehlefnkodbefgpgknn" ascii
        $ex = "exodus.wallet" ascii nocase
        $el = "Electrum/wallets" ascii nocase
        $sol = ".config/solana/id.json" ascii
    condition:
        2 of them
}

rule Install_Hook_Remote_Exec
{
    strings:
        $pi = "\"postinstall\"" ascii
        $c1 = "curl" ascii
        $c2 = "| sh" ascii
        $e = "eval(" ascii
    condition:
        $pi and (($c1 and $c2) or $e)
}
