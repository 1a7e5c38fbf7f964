rule XMRig_Strings
{
    meta:
        description = "XMRig or forks"
        author = "blue team"
    strings:
        $a = "xmrig" ascii nocase
        $b = "stratum+tcp://" ascii
        $c = "--donate-level" ascii
        $d = "randomx" ascii nocase
        $e = "cryptonight" ascii nocase
    condition:
        3 of them
}

rule Miner_Config_JSON
{
    strings:
        $pool = "\"pools\"" ascii
        $url = "\"url\"" ascii
        $user = "\"user\"" ascii
        $algo = /"algo"\s*:\s*"(rx\/0|cn\/r|kawpow)"/
    condition:
        all of them and filesize < 64KB
}
